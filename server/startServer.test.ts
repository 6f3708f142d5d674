import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { DestinationStream } from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { createDatabase } from './db/createDatabase'
import { createLogger } from './logger'
import { createSettingsRepository } from './repositories/settingsRepository'
import { startServer } from './startServer'

describe('startServer', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-start-test-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }
  const config = loadConfig(env)
  const lines: string[] = []
  const destination: DestinationStream = { write: (line) => void lines.push(line) }
  const logger = createLogger('debug', { destination })

  it('migrates, listens on a free port and never logs the session secret', async () => {
    const server = await startServer(config, { logger })
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
      const res = await fetch(`${server.url}/healthz`)
      expect(res.status).toBe(200)
    } finally {
      await server.close()
    }
    const database = createDatabase(config)
    const secret = await createSettingsRepository(database.db).get('session_secret')
    await database.close()
    expect(secret).toMatch(/^[\w-]{43}$/)
    expect(lines.join('\n')).not.toContain(secret)
    const listening = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(listening).toContainEqual(
      expect.objectContaining({ url: server.url, mail: path.join(dataDir, 'mail') }),
    )
  })

  it('names the SMTP server it mails through at start, without its password', async () => {
    const smtpUrl = 'smtps://studio:smtp-s3cret@mail.example.com:465'
    const from = lines.length
    const server = await startServer(loadConfig({ ...env, SMTP_URL: smtpUrl }), { logger })
    await server.close()
    const logged = lines.slice(from)
    expect(logged.map((line) => JSON.parse(line) as unknown)).toContainEqual(
      expect.objectContaining({ url: server.url, mail: 'smtps://mail.example.com:465' }),
    )
    expect(logged.join('\n')).not.toContain('smtp-s3cret')
  })

  it('fails when the port is taken, releasing the database', async () => {
    const first = await startServer(config, { logger })
    try {
      await expect(startServer({ ...config, port: first.port }, { logger })).rejects.toThrow(
        /EADDRINUSE/,
      )
    } finally {
      await first.close()
    }
  })
})
