import { afterEach, describe, expect, it } from 'vitest'
import { QueryObserver, dehydrate, onlineManager } from '@tanstack/react-query'
import {
  persistQueryClientRestore,
  type PersistedClient,
} from '@tanstack/react-query-persist-client'
import { queryGcMs } from '@/core/constants'
import {
  createQueryClient,
  createQueryPersister,
  dropOldestQuery,
  queryCacheBuster,
  queryPersistOptions,
  serializeQueryCache,
  shouldPersistQuery,
} from './queryClient'

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('shouldPersistQuery', () => {
  it('keeps answers with something to show, not a null one, a failure, a series or a search', async () => {
    const client = createQueryClient()
    client.setQueryData(['search', 'studio', 'key', 'btc', 'all'], { term: 'btc' })
    client.setQueryData(['user', 'info'], null)
    client.setQueryData(['metric'], { t: [1], v: [2] })
    client.setQueryData(['metric-data', { path: 'market/price_usd_close' }], {
      series: { kind: 'values', t: new Float64Array(1), v: new Float64Array(1) },
    })
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => undefined)
    const kept = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries
    expect(kept.map((q) => q.queryKey)).toEqual([['metric']])
  })

  it('keeps an answer whose refresh failed offline, written as the success it was', async () => {
    const client = createQueryClient()
    client.setQueryData(['user', 'info'], { uuid: 'u1', email: 'ada@example.com' })
    await client
      .fetchQuery({ queryKey: ['user', 'info'], queryFn: offline, staleTime: 0 })
      .catch(() => undefined)
    expect(client.getQueryState(['user', 'info'])?.status).toBe('error')

    const clientState = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery })
    const written = JSON.parse(
      serializeQueryCache({ timestamp: 1, buster: 'v1', clientState }),
    ) as PersistedClient
    const [user] = written.clientState.queries
    expect(user?.state).toMatchObject({
      status: 'success',
      error: null,
      fetchStatus: 'idle',
      data: { uuid: 'u1', email: 'ada@example.com' },
    })
  })
})

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('tries a query once while offline and fails it, rather than pausing it behind a spinner', async () => {
    onlineManager.setOnline(false)
    const client = createQueryClient()
    const observer = new QueryObserver(client, { queryKey: ['never-seen'], queryFn: offline })
    const unsubscribe = observer.subscribe(() => undefined)
    await client
      .getQueryCache()
      .find({ queryKey: ['never-seen'] })
      ?.promise?.catch(() => 0)
    expect(observer.getCurrentResult()).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
    })
    unsubscribe()
  })

  it("never collects the user's own data while the app runs, the rest after 10 minutes", () => {
    const client = createQueryClient()
    const gcOf = (key: unknown[]) => client.defaultQueryOptions({ queryKey: key }).gcTime
    for (const key of [
      ['user', 'info'],
      ['user', 'favorites'],
      ['dashboards', 'list'],
      ['udm', 'chart', 'abc'],
      ['alerts', 'list'],
      ['chart-page', 'AddressesActiveCount', 'BTC'],
    ]) {
      expect(gcOf(key), JSON.stringify(key)).toBe(Infinity)
    }
    expect(gcOf(['cms', 'home'])).toBe(queryGcMs)
  })
})

describe('dropOldestQuery', () => {
  const query = (key: string[], dataUpdatedAt: number) =>
    ({
      queryKey: key,
      queryHash: JSON.stringify(key),
      state: { dataUpdatedAt },
    }) as unknown as PersistedClient['clientState']['queries'][number]
  const client = (queries: PersistedClient['clientState']['queries']): PersistedClient => ({
    timestamp: 1,
    buster: 'v1',
    clientState: { mutations: [], queries },
  })
  const keysLeft = (result: PersistedClient | undefined) =>
    result?.clientState.queries.map((q) => q.queryKey.join('/'))

  it('drops the least recently answered query, who is signed in last of all', () => {
    const full = client([
      query(['user', 'info'], 1),
      query(['dashboards', 'list'], 3),
      query(['alerts', 'list'], 2),
    ])
    const first = dropOldestQuery({
      persistedClient: full,
      error: new Error('full'),
      errorCount: 1,
    })
    expect(keysLeft(first)).toEqual(['user/info', 'dashboards/list'])
    const second = dropOldestQuery({
      persistedClient: client([query(['user', 'info'], 1)]),
      error: new Error('full'),
      errorCount: 2,
    })
    expect(keysLeft(second)).toEqual([])
    expect(
      dropOldestQuery({ persistedClient: client([]), error: new Error('full'), errorCount: 3 }),
    ).toBeUndefined()
  })
})

describe('offline, the data a query holds', () => {
  const setOnline = (online: boolean) =>
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  afterEach(() => setOnline(true))

  it('is shown without asking again, even once invalidated; a query without data still asks', async () => {
    const client = createQueryClient()
    client.setQueryData(['user', 'info'], { uuid: 'u1' }, { updatedAt: Date.now() - 86_400_000 })
    setOnline(false)
    let asked = 0
    const queryFn = () => {
      asked++
      return offline()
    }
    await client.invalidateQueries({ queryKey: ['user', 'info'] })
    const kept = new QueryObserver(client, { queryKey: ['user', 'info'], queryFn })
    const stopKept = kept.subscribe(() => undefined)
    expect(asked).toBe(0)
    expect(kept.getCurrentResult()).toMatchObject({ status: 'success', data: { uuid: 'u1' } })

    const missing = new QueryObserver(client, { queryKey: ['never-seen'], queryFn })
    const stopMissing = missing.subscribe(() => undefined)
    expect(asked).toBe(1)
    stopKept()
    stopMissing()
  })
})

describe('queryPersistOptions', () => {
  const day = 24 * 60 * 60 * 1000
  const keptFor = (age: number): PersistedClient => ({
    timestamp: Date.now() - age,
    buster: queryCacheBuster,
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['user', 'info'],
          queryHash: '["user","info"]',
          dehydratedAt: Date.now() - age,
          state: {
            data: { uuid: 'u1', email: 'ada@example.com' },
            dataUpdateCount: 1,
            dataUpdatedAt: Date.now() - age,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  })
  afterEach(() => localStorage.clear())

  it('gives back the user after a long trip offline, and drops a copy over 30 days old', async () => {
    for (const [age, kept] of [
      [3 * day, true],
      [29 * day, true],
      [31 * day, false],
    ] as const) {
      localStorage.setItem('studio:query-cache', JSON.stringify(keptFor(age)))
      const queryClient = createQueryClient()
      await persistQueryClientRestore({
        queryClient,
        ...queryPersistOptions(createQueryPersister(localStorage)),
      })
      expect(queryClient.getQueryData(['user', 'info']) !== undefined, `${age / day} days`).toBe(
        kept,
      )
    }
  })
})
