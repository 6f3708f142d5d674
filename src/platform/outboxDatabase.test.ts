import { describe, expect, it } from 'vitest'
import { newOperation, type Operation } from '@/core/sync/operations'
import { openOutboxDatabase } from './outboxDatabase'

/*
 * Each test has an IndexedDB of its own (fake-indexeddb, scripts/domTests.setup.ts). Two handles
 * stand for two connections: a page's and the service worker's.
 */

function star(owner: string, id: string, now = 1): Operation {
  return newOperation(
    {
      owner,
      kind: 'favorite.add',
      target: `fav-${id}`,
      payload: { name: id },
      baseVersion: null,
      label: `Starred ${id}`,
    },
    { id, idempotencyKey: `key-${id}` },
    now,
  )
}

const ids = (operations: readonly Operation[]) => operations.map((op) => op.id)

describe('openOutboxDatabase', () => {
  it("lists an owner's operations in the order queued, a rewritten one keeping its place", async () => {
    const db = openOutboxDatabase()
    await db.store.commit({ put: [star('ada', 'a'), star('bob', 'b'), star('ada', 'c')] })
    await db.store.commit({ put: [{ ...star('ada', 'a'), attempts: 2, lastError: 'No answer' }] })

    const ada = await db.store.list('ada')
    expect(ids(ada)).toEqual(['a', 'c'])
    expect(ada[0]).toMatchObject({ attempts: 2, lastError: 'No answer' })
    expect(ids(await db.store.list('bob'))).toEqual(['b'])

    await db.dismiss(['a'])
    expect(ids(await db.store.list('ada'))).toEqual(['c'])
    db.close()
  })

  it('is one database for every connection: what the page queues, the service worker reads', async () => {
    const page = openOutboxDatabase()
    const worker = openOutboxDatabase()
    await page.store.commit({ put: [star('ada', 'a')] })
    expect(ids(await worker.store.list('ada'))).toEqual(['a'])
    await worker.store.commit({ remove: ['a'] })
    expect(await page.store.list('ada')).toEqual([])
    page.close()
    worker.close()
  })

  it("tells a watcher of the owner's queue as another connection changes it", async () => {
    const page = openOutboxDatabase()
    const worker = openOutboxDatabase()
    const seen: string[][] = []
    const stop = page.watch('ada', (operations) => seen.push(ids(operations)))
    await expect.poll(() => seen).toEqual([[]])
    await worker.store.commit({ put: [star('ada', 'a'), star('bob', 'b')] })
    await expect.poll(() => seen.at(-1)).toEqual(['a'])
    stop()
    page.close()
    worker.close()
  })

  it('reads records an older app version stored through the migrations', async () => {
    const db = openOutboxDatabase()
    // A version-2 record (no conflict rule): read as version 3.
    const { schemaVersion: _, ...rest } = star('ada', 'a')
    await db.store.commit({ put: [{ ...rest, schemaVersion: 2 } as unknown as Operation] })
    expect(await db.store.list('ada')).toEqual([
      expect.objectContaining({ id: 'a', schemaVersion: 3 }),
    ])
    db.close()
  })
})
