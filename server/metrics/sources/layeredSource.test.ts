import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../../db/createDatabase'
import { migrateToLatest } from '../../db/migrate'
import {
  createImportedSeriesRepository,
  type ImportedSeriesRepository,
} from '../../repositories/importedSeriesRepository'
import { buildTestApp, type TestApp } from '../../testing/testApp'
import { allowEveryCaller } from '../authorize'
import { createFakeMetricSource, fakeStart } from '../testing/fakeMetricSource'
import { testClockMs } from '../testing/metricsTestApp'
import { createLayeredSource } from './layeredSource'

const day = 86_400
/** The API's `now`: testClockMs floored to the 10-minute step (2024-03-01T00:00:00Z). */
const now = 1_709_251_200

describe('imported series over a fallback source, through the API', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-layered-test-'))
  let database: DatabaseHandle
  let imports: ImportedSeriesRepository
  let testApp: TestApp | undefined

  beforeAll(async () => {
    database = createDatabase({ dataDir: dir, databaseUrl: undefined })
    await migrateToLatest(database)
    imports = createImportedSeriesRepository(database.db)
  })
  afterEach(async () => {
    await testApp?.close()
    testApp = undefined
    await database.db.deleteFrom('imported_series').execute()
  })
  afterAll(async () => {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** Daily points from fakeStart with the given values. */
  function importDaily(seriesPath: string, asset: string, values: number[], start = fakeStart) {
    const t = Float64Array.from(values, (_, i) => start + i * day)
    return imports.replace(
      { path: seriesPath, asset, resolution: '24h' },
      { t, v: Float64Array.from(values) },
    )
  }

  async function app(checkIntervalMs = 0) {
    const metricSource = await createLayeredSource({
      imports,
      fallback: createFakeMetricSource(),
      checkIntervalMs,
    })
    // Layering, not access, is under test here: tier-2 metrics are read as if by a paying caller.
    testApp = await buildTestApp(
      {},
      { metricSource, clock: () => testClockMs, metricAccess: allowEveryCaller },
    )
    return testApp.app
  }

  async function get(app: TestApp['app'], url: string) {
    const response = await app.inject({ method: 'GET', url })
    return {
      status: response.statusCode,
      source: response.headers['x-data-source'],
      body: response.json<unknown>(),
    }
  }

  it('answers an imported series instead of the fallback, and the fallback for the rest', async () => {
    await importDaily('addresses/active_count', 'BTC', [500, 600, 700])
    const api = await app()

    expect(await get(api, '/v1/metrics/addresses/active_count?a=BTC')).toEqual({
      status: 200,
      source: 'import',
      body: [
        { t: fakeStart, v: 500 },
        { t: fakeStart + day, v: 600 },
        { t: fakeStart + 2 * day, v: 700 },
      ],
    })
    // Same metric, another asset and another interval: the fake source (v = k + 1, x10 for ETH).
    const eth = await get(api, `/v1/metrics/addresses/active_count?a=ETH&u=${fakeStart + day}`)
    expect(eth).toEqual({
      status: 200,
      source: 'demo',
      body: [
        { t: fakeStart, v: 10 },
        { t: fakeStart + day, v: 20 },
      ],
    })
    const weekly = await get(api, `/v1/metrics/addresses/active_count?a=BTC&i=1w&u=${fakeStart}`)
    expect(weekly).toMatchObject({ source: 'demo', body: [{ t: fakeStart, v: 1 }] })
  })

  it('lists a new imported path with a descriptor of its own, and serves it', async () => {
    await importDaily('custom/my_signal', 'BTC', [1, 2])
    await importDaily('custom/my_signal', 'DOGE', [3])
    const api = await app()

    const endpoints = (await get(api, '/v1/metrics/endpoints')).body as { path: string }[]
    expect(endpoints.find((d) => d.path === 'custom/my_signal')).toEqual({
      path: 'custom/my_signal',
      code: 'CustomMySignal',
      name: 'My Signal',
      group: 'custom',
      tier: 1,
      assets: ['BTC', 'DOGE'],
      resolutions: ['24h'],
      currencies: ['native'],
      shape: 'value',
      parameters: {},
      description: 'Imported series.',
    })
    expect(endpoints.map((d) => d.path).slice(0, 3)).toEqual(
      createFakeMetricSource()
        .descriptors()
        .map((d) => d.path),
    )
    expect(await get(api, '/v1/metrics/custom/my_signal?a=doge&f=columns')).toEqual({
      status: 200,
      source: 'import',
      body: { t: [fakeStart], v: [3] },
    })
    const metadata = await get(api, '/v1/metadata/metric?code=CustomMySignal')
    expect(metadata).toMatchObject({ status: 200, body: { parameters: { a: ['BTC', 'DOGE'] } } })
    // DOGE is unknown to the fallback: it is listed as an asset of its own.
    const assets = (await get(api, '/v1/metrics/assets')).body as { symbol: string }[]
    expect(assets.map((asset) => asset.symbol)).toEqual(['BTC', 'ETH', 'SOL', 'DOGE'])
  })

  it('adds imported assets and intervals to an existing metric, within what was imported', async () => {
    await importDaily('addresses/active_count', 'SOL', [5, 6])
    const api = await app()

    const endpoints = (await get(api, '/v1/metrics/endpoints')).body as {
      path: string
      assets: string[]
    }[]
    expect(endpoints.find((d) => d.path === 'addresses/active_count')?.assets).toEqual([
      'BTC',
      'ETH',
      'SOL',
    ])
    expect(await get(api, '/v1/metrics/addresses/active_count?a=SOL&f=columns')).toMatchObject({
      source: 'import',
      body: { t: [fakeStart, fakeStart + day], v: [5, 6] },
    })
    // The fallback has no SOL for this metric, and SOL was imported daily only.
    expect(await get(api, '/v1/metrics/addresses/active_count?a=SOL&i=1w')).toMatchObject({
      status: 400,
      body: { message: 'parameter i=1w is invalid, allowed values: 24h' },
    })
  })

  it('leaves requests in another currency or with extra parameters to the fallback', async () => {
    await importDaily('distribution/balance_exchanges', 'BTC', [42])
    const api = await app()
    const base = `/v1/metrics/distribution/balance_exchanges?a=BTC&u=${fakeStart}`
    expect(await get(api, base)).toMatchObject({
      source: 'import',
      body: [{ t: fakeStart, v: 42 }],
    })
    expect(await get(api, `${base}&e=binance`)).toMatchObject({
      source: 'demo',
      body: [{ t: fakeStart, v: 2 }],
    })
    expect(await get(api, `${base}&c=usd`)).toMatchObject({
      source: 'demo',
      body: [{ t: fakeStart, v: 1000 }],
    })
  })

  it('leaves object-shaped metrics of the fallback alone: imports are plain values', async () => {
    await importDaily('market/price_usd_ohlc', 'BTC', [1])
    await importDaily('market/price_usd_ohlc', 'DOGE', [1])
    const api = await app()
    const response = await get(api, `/v1/metrics/market/price_usd_ohlc?a=BTC&u=${fakeStart}`)
    expect(response).toMatchObject({ source: 'demo', body: [{ t: fakeStart, o: { o: 100 } }] })
    const endpoints = (await get(api, '/v1/metrics/endpoints')).body as {
      path: string
      assets: string[]
    }[]
    expect(endpoints.find((d) => d.path === 'market/price_usd_ohlc')?.assets).toEqual([
      'BTC',
      'ETH',
      'SOL',
    ])
  })

  it('answers nothing after now, imported future points included', async () => {
    await importDaily('custom/future', 'BTC', [1, 2, 3], now - day)
    const api = await app()
    expect(await get(api, '/v1/metrics/custom/future?a=BTC&f=columns')).toMatchObject({
      body: { t: [now - day, now], v: [1, 2] },
    })
  })

  it('notices an import made while it runs, past its caches', async () => {
    await importDaily('addresses/active_count', 'BTC', [500])
    const api = await app()
    const url = `/v1/metrics/addresses/active_count?a=BTC&u=${fakeStart}`
    expect((await get(api, url)).body).toEqual([{ t: fakeStart, v: 500 }])
    expect((await get(api, '/v1/metrics/endpoints')).body).not.toContainEqual(
      expect.objectContaining({ path: 'custom/later' }),
    )

    // Another process (the importer) replaces the series and adds a metric.
    const other = createDatabase({ dataDir: dir, databaseUrl: undefined })
    const otherImports = createImportedSeriesRepository(other.db)
    await otherImports.replace(
      { path: 'addresses/active_count', asset: 'BTC', resolution: '24h' },
      { t: Float64Array.of(fakeStart), v: Float64Array.of(501) },
    )
    await otherImports.replace(
      { path: 'custom/later', asset: 'BTC', resolution: '24h' },
      { t: Float64Array.of(fakeStart), v: Float64Array.of(1) },
    )
    await other.close()

    expect((await get(api, url)).body).toEqual([{ t: fakeStart, v: 501 }])
    expect((await get(api, '/v1/metrics/endpoints')).body).toContainEqual(
      expect.objectContaining({ path: 'custom/later' }),
    )
  })
})

describe('createLayeredSource: checking for imports', () => {
  function countingImports() {
    const counts = { revision: 0, list: 0 }
    let revision = 'r1'
    const imports: ImportedSeriesRepository = {
      replace: () => Promise.reject(new Error('not used')),
      read: () => Promise.resolve(undefined),
      availability: () => Promise.resolve(undefined),
      list: () => {
        counts.list++
        return Promise.resolve([])
      },
      revision: () => {
        counts.revision++
        return Promise.resolve(revision)
      },
    }
    return { imports, counts, bump: () => (revision = `${revision}+`) }
  }

  it('asks the database at most once per interval, and reloads only on a new revision', async () => {
    const { imports, counts, bump } = countingImports()
    let clock = 0
    const source = await createLayeredSource({
      imports,
      fallback: createFakeMetricSource(),
      checkIntervalMs: 5000,
      clock: () => clock,
    })
    expect(counts).toEqual({ revision: 1, list: 1 })
    const versionAtStart = source.version?.()

    clock = 4999
    await source.refresh?.()
    expect(counts).toEqual({ revision: 1, list: 1 })

    clock = 5000
    await source.refresh?.()
    expect(counts).toEqual({ revision: 2, list: 1 })
    expect(source.version?.()).toBe(versionAtStart)

    bump()
    clock = 10_000
    await source.refresh?.()
    expect(counts).toEqual({ revision: 3, list: 2 })
    expect(source.version?.()).not.toBe(versionAtStart)
  })

  it('keeps serving the current imports when a check fails, and reports it', async () => {
    const { imports } = countingImports()
    const errors: unknown[] = []
    const source = await createLayeredSource({
      imports: { ...imports, revision: () => Promise.reject(new Error('database gone')) },
      fallback: createFakeMetricSource(),
      checkIntervalMs: 0,
      onCheckError: (error) => errors.push(error),
    }).catch(() => undefined)
    // The first revision is read at creation: a database that is gone then fails the start.
    expect(source).toBeUndefined()

    let failing = false
    const flaky = await createLayeredSource({
      imports: {
        ...imports,
        revision: () => (failing ? Promise.reject(new Error('database gone')) : imports.revision()),
      },
      fallback: createFakeMetricSource(),
      checkIntervalMs: 0,
      onCheckError: (error) => errors.push(error),
    })
    failing = true
    await flaky.refresh?.()
    expect(errors).toEqual([new Error('database gone')])
    expect(flaky.descriptors().map((d) => d.path)).toHaveLength(3)
  })
})
