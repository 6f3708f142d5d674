import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, type Env } from '../../config'
import { createDatabase } from '../../db/createDatabase'
import { migrateToLatest } from '../../db/migrate'
import { createLogger } from '../../logger'
import { createImportedSeriesRepository } from '../../repositories/importedSeriesRepository'
import { startServer } from '../../startServer'
import {
  fakeGlassnodeStart,
  startFakeGlassnode,
  type FakeGlassnode,
} from '../testing/fakeGlassnode'

const day = 86_400

// The whole wiring: startServer with a configuration, a real port, and an earlier import.
describe('the configured metric source', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-source-test-'))
  let fake: FakeGlassnode

  beforeAll(async () => {
    fake = await startFakeGlassnode()
    const database = createDatabase({ dataDir, databaseUrl: undefined })
    await migrateToLatest(database)
    await createImportedSeriesRepository(database.db).replace(
      { path: 'market/price_usd_close', asset: 'BTC', resolution: '24h' },
      { t: Float64Array.of(fakeGlassnodeStart), v: Float64Array.of(123) },
    )
    await database.close()
  })
  afterAll(async () => {
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function get(env: Env, url: string) {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env })
    const server = await startServer(config, { logger: createLogger('silent') })
    try {
      const response = await fetch(`${server.url}${url}`)
      return {
        source: response.headers.get('x-data-source'),
        body: (await response.json()) as unknown,
      }
    } finally {
      await server.close()
    }
  }

  const upstream = () => ({ GLASSNODE_API_KEY: fake.apiKey, GLASSNODE_API_URL: fake.url })
  const until = `u=${fakeGlassnodeStart + day}`

  it('is the demo dataset without an API key, with imports over it', async () => {
    expect(await get({}, `/v1/metrics/market/price_usd_close?a=BTC&${until}`)).toEqual({
      source: 'import',
      body: [{ t: fakeGlassnodeStart, v: 123 }],
    })
    expect((await get({}, `/v1/metrics/market/price_usd_close?a=ETH&${until}`)).source).toBe('demo')
  })

  it('is the upstream with GLASSNODE_API_KEY, imported series still first', async () => {
    expect(await get(upstream(), `/v1/metrics/market/price_usd_close?a=BTC&${until}`)).toEqual({
      source: 'import',
      body: [{ t: fakeGlassnodeStart, v: 123 }],
    })
    expect(await get(upstream(), `/v1/metrics/market/price_usd_close?a=ETH&${until}`)).toEqual({
      source: 'upstream',
      body: [
        { t: fakeGlassnodeStart, v: 10 },
        { t: fakeGlassnodeStart + day, v: 20 },
      ],
    })
  })

  it('fails the start when the upstream refuses the key', async () => {
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      GLASSNODE_API_KEY: 'not-the-key',
      GLASSNODE_API_URL: fake.url,
    })
    await expect(startServer(config, { logger: createLogger('silent') })).rejects.toThrow(
      /Could not load the metric list from the upstream service at .*: Upstream: invalid api key/,
    )
  })
})
