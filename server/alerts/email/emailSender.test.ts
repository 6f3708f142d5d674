import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { alertSchema } from '@/core/api/alerts'
import { createFileMailer, type MailMessage } from '../../mail/mailer'
import { createSmtpMailer } from '../../mail/smtpMailer'
import { alertBody, alertClient } from '../../testing/alertFixtures'
import { testNotice } from '../../testing/alertNotices'
import { describeEachDatabase } from '../../testing/databaseTargets'
import { createTestUser, signedInUser } from '../../testing/signedInUser'
import { startSmtpTestServer } from '../../testing/smtpTestServer'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import { alertMail } from './alertMail'
import { createEmailSender } from './emailSender'

const origin = 'http://studio.test'
const chartUrl = `${origin}/charts/price_usd_close?a=BTC&alert=x`
// buildTestApp's session secret.
const sessionSecret = Buffer.alloc(32, 7)

describeEachDatabase('email sender and unsubscribe link', (target) => {
  let test: TestApp | undefined
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'studio-alert-mail-'))
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  afterAll(() => rmSync(mailDir, { recursive: true, force: true }))

  const email = (name: string) => `${name}-${target.dialect}-${Date.now()}@studio.test`
  const setUp = async () => {
    const t = (test = await buildTestApp(
      { PUBLIC_ORIGIN: origin },
      {},
      { database: target.open() },
    ))
    const ada = await signedInUser(t, email('ada'), origin)
    const created = await alertClient(t, origin, ada.cookie).create(
      alertBody({ channels: ['push', 'email'], name: 'BTC above 100k' }),
    )
    expect(created.statusCode).toBe(201)
    const alert = alertSchema.parse(created.json())
    const dir = mkdtempSync(path.join(mailDir, 'run-'))
    const sender = createEmailSender({
      db: t.database.db,
      mailer: createFileMailer(dir),
      sessionSecret,
      appOrigin: origin,
    })
    const notice = testNotice({ alert: { ...testNotice().alert, uuid: alert.uuid } })
    const deliver = (userUuid = ada.uuid) =>
      sender.deliver({ notice, userUuid, url: chartUrl, attempt: 1 })
    const mails = () =>
      readdirSync(dir).map(
        (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as MailMessage,
      )
    const channels = async () =>
      alertSchema.parse((await alertClient(t, origin, ada.cookie).read(alert.uuid)).json())
    return { t, ada, alert, sender, deliver, mails, channels }
  }
  /** The URL of List-Unsubscribe, relative to the origin, for inject. */
  const unsubscribeTarget = (mail: MailMessage | undefined) => {
    const header = mail?.headers?.['List-Unsubscribe'] ?? ''
    const url = new URL(header.replace(/^<|>$/g, ''))
    expect(url.origin).toBe(origin)
    return `${url.pathname}${url.search}`
  }

  it('mails the notice with a one-click unsubscribe link that takes email off the alert', async () => {
    const { t, alert, sender, deliver, mails, channels } = await setUp()
    expect(sender.channel).toBe('email')
    expect(await deliver()).toEqual({ status: 'delivered', detail: 'Email sent' })
    const [mail] = mails()
    expect(mail).toMatchObject({
      to: expect.stringMatching(/^ada-/) as string,
      subject: 'BTC above 100k · Onchain Studio',
      link: chartUrl,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    expect(mail?.text).toContain('BTC Price: 101,234 (above 100,000)')
    expect(mail?.text).toContain(chartUrl)
    const target = unsubscribeTarget(mail)
    expect(target).toMatch(/^\/v1\/alerts\/unsubscribe\?token=/)
    expect(mail?.text).toContain(`${origin}${target}`)
    expect(mail?.html).toContain('Unsubscribe</a>')

    // Opening the link only asks (mail scanners open links); the button posts.
    const asked = await t.app.inject({ url: target })
    expect(asked.statusCode).toBe(200)
    expect(asked.headers['content-type']).toContain('text/html')
    expect(asked.body).toContain('<form method="post"')
    expect((await channels()).channels).toEqual(['push', 'email'])

    const done = await t.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('sends no more email')
    const after = await channels()
    expect(after).toMatchObject({ channels: ['push'], version: 2 })
    // Again: nothing left to change, the same answer, no new version.
    const again = await t.app.inject({
      method: 'POST',
      url: target,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    })
    expect(again.statusCode).toBe(200)
    expect((await channels()).version).toBe(2)
    expect(alert.uuid).toBe(after.uuid)
  })

  it('refuses forged and altered tokens', async () => {
    const { t, alert, deliver, mails, channels } = await setUp()
    await deliver()
    const target = unsubscribeTarget(mails()[0])
    const token = new URL(target, origin).searchParams.get('token') ?? ''
    const bob = await createTestUser(t, email('bob'))
    const forged = [
      // The MAC of another alert, or altered.
      `${alert.uuid}.${'A'.repeat(43)}`,
      `${alert.uuid}.${token.slice(37, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${alert.uuid}.${token.startsWith('A', 37) ? 'B' : 'A'}${token.slice(38)}`,
      // The alert's MAC with another uuid (one that is no alert).
      `${bob.uuid}.${token.slice(37)}`,
      'nonsense',
    ]
    for (const bad of forged) {
      const url = `/v1/alerts/unsubscribe?token=${encodeURIComponent(bad)}`
      expect((await t.app.inject({ url })).statusCode).toBe(400)
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(400)
    }
    expect((await t.app.inject({ method: 'POST', url: '/v1/alerts/unsubscribe' })).statusCode).toBe(
      400,
    )
    expect((await channels()).channels).toEqual(['push', 'email'])
  })

  it('skips an account whose address is not verified', async () => {
    const { t, deliver, mails } = await setUp()
    const unverified = await createTestUser(t, email('eve'), { verified: false })
    expect(await deliver(unverified.uuid)).toEqual({
      status: 'skipped',
      detail: 'No verified email address',
    })
    expect(mails()).toEqual([])
  })
})

describe('alert mail over SMTP', () => {
  it('carries the one-click unsubscribe headers', async () => {
    const server = await startSmtpTestServer({ user: 'studio', password: 'secret' })
    try {
      const mailer = createSmtpMailer({ url: server.url(), from: 'no-reply@studio.test' })
      const unsubscribe = `${origin}/v1/alerts/unsubscribe?token=abc`
      await mailer.send(alertMail('ada@studio.test', testNotice(), chartUrl, unsubscribe))
      const raw = server.received[0]?.raw ?? ''
      expect(raw).toContain(`List-Unsubscribe: <${unsubscribe}>`)
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    } finally {
      await server.close()
    }
  })
})
