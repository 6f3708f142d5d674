import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createDatabase } from '../../server/db/createDatabase'
import { migrateToLatest } from '../../server/db/migrate'
import { createLogger } from '../../server/logger'
import { createConfiguredSource } from '../../server/metrics/sources/configuredSource'
import { createApiKeysRepository } from '../../server/repositories/apiKeysRepository'
import { createSettingsRepository } from '../../server/repositories/settingsRepository'
import { createUsersRepository } from '../../server/repositories/usersRepository'
import { loadSessionSecret } from '../../server/security/sessionSecret'
import { hashToken, newToken } from '../../server/security/tokens'
import {
  servedForms,
  servedCodings,
  seriesUrl,
  type FromServer,
  type ToServer,
} from './loadProtocol'

/*
 * The server side of the load run, in a process of its own (servingLoad.bench.ts forks it, and
 * the load generator stays in the parent: one process per core). It is the real app as
 * startServer builds it (configured source, API-key plans and rate limits from the database,
 * the request log at info to this process's stdout), on a bench database in a temp dir, plus a
 * plain node:http server that writes the very bytes the app has cached for each form and coding:
 * the floor of serving them. API keys are made on demand, a fresh set for every run, each owned
 * by a professional user (the largest rate limit), so no bucket runs dry within a run.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-serving-load-'))
const config = loadConfig({
  ...(process.env.DATABASE_URL === undefined ? {} : { DATABASE_URL: process.env.DATABASE_URL }),
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(dataDir, 'no-build'),
  HOST: '127.0.0.1',
  PORT: '0',
})
const logger = createLogger(config.logLevel)
const database = createDatabase(config)
await migrateToLatest(database)
// One pinned 10-minute step: every request of the run reads the same cache entries (a new step
// rebuilds each once, which is not what is measured). Fresh keys per run make up for buckets
// that never refill under a pinned clock.
const clockMs = Date.now()
const app = await buildApp(config, {
  database,
  sessionSecret: await loadSessionSecret(createSettingsRepository(database.db)),
  logger,
  clock: () => clockMs,
  metricSource: await createConfiguredSource(config, database, logger),
})
await app.listen({ host: '127.0.0.1', port: 0 })

const users = createUsersRepository(database.db, { clock: () => clockMs })
const apiKeys = createApiKeysRepository(database.db)
let userCount = 0

async function createKeys(count: number): Promise<string[]> {
  const keys: string[] = []
  for (let i = 0; i < count; i++) {
    userCount += 1
    const user = await users.create({
      email: `load-${userCount}@bench.invalid`,
      firstName: 'Load',
      lastName: `${userCount}`,
      passwordHash: 'not-a-password',
      newsletter: false,
      referral: null,
    })
    if (user === undefined) throw new Error('bench user not created')
    await users.setEntitlements(user.uuid, {
      products: ['professional'],
      addons: [],
      allowDownloads: false,
      trialAvailable: false,
      trialExpiry: null,
    })
    const key = newToken()
    await apiKeys.replace(user.uuid, hashToken(key), clockMs)
    keys.push(key)
  }
  return keys
}

/** What the app answers for each form and coding, kept to be written by the plain server. */
const cached = new Map<string, { headers: Record<string, string>; body: Buffer }>()
const [warmKey = ''] = await createKeys(1)
for (const form of servedForms) {
  for (const coding of servedCodings) {
    const response = await app.inject({
      url: seriesUrl(form),
      headers: {
        'x-api-key': warmKey,
        ...(coding === 'identity' ? {} : { 'accept-encoding': coding }),
      },
    })
    if (response.statusCode !== 200) throw new Error(`${form} ${coding}: ${response.statusCode}`)
    const headers: Record<string, string> = {
      'content-type': String(response.headers['content-type']),
      etag: String(response.headers.etag),
      vary: 'Accept-Encoding',
    }
    const encoding = response.headers['content-encoding']
    if (encoding !== undefined) headers['content-encoding'] = String(encoding)
    cached.set(`${form} ${coding}`, { headers, body: response.rawPayload })
  }
}

const plain = http.createServer((request, response) => {
  const form = new URL(request.url ?? '/', 'http://plain').searchParams.get('f') ?? ''
  const coding = request.headers['accept-encoding'] ?? 'identity'
  const entry = cached.get(`${form} ${coding}`)
  if (entry === undefined) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { ...entry.headers, 'content-length': entry.body.length })
  response.end(entry.body)
})
plain.keepAliveTimeout = 30_000
await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))

const send = (message: FromServer) => process.send?.(message)
// The load generator is gone (it failed or was stopped): so is this server.
process.on('disconnect', () => process.exit(1))
process.on('message', (message: ToServer) => {
  if (message.type === 'keys') {
    createKeys(message.count).then(
      (keys) => send({ type: 'keys', keys }),
      (error: unknown) => send({ type: 'error', message: String(error) }),
    )
  } else if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage()
    send({ type: 'cpu', micros: user + system })
  } else if (message.type === 'stop') {
    plain.close()
    void app.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    })
  }
})
send({
  type: 'ready',
  appPort: (app.server.address() as AddressInfo).port,
  plainPort: (plain.address() as AddressInfo).port,
  bodies: Object.fromEntries([...cached].map(([name, entry]) => [name, entry.body.length])),
})
