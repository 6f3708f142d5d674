import { afterEach, expect, it } from 'vitest'
import type { SearchItemRecord } from '@/core/api/search'
import { startFakeAlgolia, type FakeAlgolia } from '../../testing/fakeAlgolia'
import { createAlgoliaIndexer, type AlgoliaIndexer } from './algoliaIndexer'

const appId = 'TESTAPP42'
const adminKey = 'adminKey0123456789abcdefADMIN'

const record = (objectID: string, name: string): SearchItemRecord => ({
  objectID,
  type: 'dashboard',
  name,
  slug: objectID,
  assets: [],
  assetTags: [],
  assetId: null,
  category: null,
  tier: 1,
  metricCode: null,
  exchanges: [],
  description: null,
  visibleBy: ['public'],
})

const open: { fake: FakeAlgolia; indexer: AlgoliaIndexer }[] = []
afterEach(async () => {
  for (const { fake, indexer } of open.splice(0)) {
    await indexer.close()
    await fake.close()
  }
})

async function start(items: SearchItemRecord[] = []) {
  const fake = await startFakeAlgolia(appId, adminKey)
  const port = Number(new URL(fake.url).port)
  const indexer = createAlgoliaIndexer({
    algolia: {
      appId,
      adminKey,
      searchKey: 'unused0123456789abcdef',
      host: { url: '127.0.0.1', port, protocol: 'http' },
    },
    search: { itemsIndex: 'items', assetsIndex: 'assets' },
    records: () => ({ items, assets: [] }),
    // Long enough that nothing leaves before the test flushes.
    batchMs: 60_000,
  })
  open.push({ fake, indexer })
  await indexer.ready
  return { fake, indexer }
}

it('coalesces the changes of one window by objectID, the newest state winning', async () => {
  const { fake, indexer } = await start([record('dashboard:a', 'Kept')])
  const before = fake.calls.length
  indexer.enqueue({ upserted: [record('dashboard:b', 'First name')], removed: [] })
  indexer.enqueue({ upserted: [record('dashboard:b', 'Second name')], removed: [] })
  indexer.enqueue({ upserted: [record('dashboard:c', 'Short-lived')], removed: [] })
  indexer.enqueue({ upserted: [], removed: ['dashboard:c', 'dashboard:a'] })
  expect(fake.calls.length).toBe(before)

  await indexer.flush()
  const pushes = fake.calls.slice(before)
  expect(pushes).toHaveLength(1)
  expect(pushes[0]?.body).toEqual({
    requests: [
      { action: 'addObject', body: record('dashboard:b', 'Second name') },
      { action: 'deleteObject', body: { objectID: 'dashboard:c' } },
      { action: 'deleteObject', body: { objectID: 'dashboard:a' } },
    ],
  })
  expect([...(fake.indexes.get('items')?.keys() ?? [])]).toEqual(['dashboard:b'])
})

it('pushes nothing when nothing changed', async () => {
  const { fake, indexer } = await start()
  const before = fake.calls.length
  indexer.enqueue({ upserted: [], removed: [] })
  await indexer.flush()
  expect(fake.calls.length).toBe(before)
})

it('keeps a failed push and sends it with the next one, newer changes winning', async () => {
  const { fake, indexer } = await start()
  indexer.enqueue({ upserted: [record('dashboard:b', 'Lost once')], removed: [] })
  fake.failNext(500)
  await indexer.flush()
  expect(fake.indexes.get('items')?.has('dashboard:b')).toBeFalsy()

  indexer.enqueue({ upserted: [record('dashboard:d', 'Newer')], removed: [] })
  await indexer.flush()
  expect(fake.indexes.get('items')?.get('dashboard:b')).toEqual(record('dashboard:b', 'Lost once'))
  expect(fake.indexes.get('items')?.get('dashboard:d')).toEqual(record('dashboard:d', 'Newer'))
})
