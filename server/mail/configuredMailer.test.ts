import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { startSmtpTestServer } from '../testing/smtpTestServer'
import { createConfiguredMailer, describeMailer } from './configuredMailer'
import { verificationMail } from './verificationMail'

const dirs: string[] = []

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('createConfiguredMailer', () => {
  it('writes files under DATA_DIR/mail without SMTP_URL', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-mail-test-'))
    dirs.push(dataDir)
    const config = loadConfig({ DATA_DIR: dataDir })

    await createConfiguredMailer(config, () => 0).send(
      verificationMail('ada@example.org', 'Ada', 'http://localhost:8080/v1/user/verify?token=t'),
    )

    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(1)
    expect(describeMailer(config)).toBe(path.join(dataDir, 'mail'))
  })

  it('describes the SMTP server without its credentials or options', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://studio:s3cret@mail.example.com:465?tls.servername=mx.example.com',
    })
    expect(describeMailer(config)).toBe('smtps://mail.example.com:465')
    expect(describeMailer(loadConfig({ SMTP_URL: 'smtp://u:p@[2001:db8::1]' }))).toBe(
      'smtp://[2001:db8::1]',
    )
  })
})

describe('createConfiguredMailer with SMTP_URL', () => {
  it('sends by SMTP, from MAIL_FROM', async () => {
    const server = await startSmtpTestServer({ user: 'studio', password: 'secret-42' })
    try {
      const config = loadConfig({ SMTP_URL: server.url(), MAIL_FROM: 'Studio <mail@studio.test>' })
      await createConfiguredMailer(config, () => 0).send(
        verificationMail('ada@example.org', 'Ada', 'https://studio.test/v1/user/verify?token=t'),
      )
      expect(server.received).toHaveLength(1)
      expect(server.received[0]).toMatchObject({
        mailFrom: 'mail@studio.test',
        rcptTo: ['ada@example.org'],
        user: 'studio',
      })
      expect(server.received[0]?.raw).toMatch(/^From: Studio <mail@studio\.test>\r$/m)
    } finally {
      await server.close()
    }
  })
})
