/// <reference lib="webworker" />
import Dexie, { type Table } from 'dexie'
import { createFetchTransport } from '../src/core/sync/fetchTransport'
import type { Operation } from '../src/core/sync/operations'
import { outboxDatabase, outboxStoreOverRows } from '../src/core/sync/outboxStoreOverRows'
import { replayQueue } from '../src/core/sync/replayQueue'
import { sessionOwner } from '../src/core/sync/sessionOwner'

/*
 * Background Sync for the outbox (docs/offline.md): the browser wakes the service worker when the
 * connection is back, even with the app closed, and the queued edits of the signed-in user are
 * replayed from the same IndexedDB database the pages use, under the same Web Lock, by the same
 * replay (src/core/sync). Open pages are told, and read again what changed.
 */

type Row = Operation & { seq?: number }

class OutboxDatabase extends Dexie {
  operations!: Table<Row, number>

  constructor() {
    super(outboxDatabase.name)
    this.version(1).stores(outboxDatabase.stores)
  }
}

/** Rejects when the queue must wait for the connection: the browser then tries the sync again. */
export async function replayInWorker(scope: ServiceWorkerGlobalScope): Promise<void> {
  const db = new OutboxDatabase()
  try {
    const store = outboxStoreOverRows({
      byOwner: (owner) => db.operations.where('owner').equals(owner).sortBy('seq'),
      write: (put, remove) =>
        db.transaction('rw', db.operations, async () => {
          for (const op of put) {
            const held = await db.operations.where('id').equals(op.id).first()
            const seq = held?.seq ?? op.seq
            await db.operations.put(seq === undefined ? op : { ...op, seq })
          }
          if (remove.length > 0) await db.operations.where('id').anyOf(remove).delete()
        }),
    })
    const transport = createFetchTransport((input, init) => scope.fetch(input, init))
    // Only the session's own user: never replay someone's edits under another account.
    const owner = await sessionOwner(transport)
    if (owner === undefined) throw new Error('The server cannot be reached yet')
    if (owner === null) return
    const run = () =>
      replayQueue({
        store,
        transport,
        owner,
        now: Date.now,
        ids: { uuid: () => crypto.randomUUID() },
      })
    const end = scope.navigator.locks
      ? await scope.navigator.locks.request(outboxDatabase.replayLock, run)
      : await run()
    const pages = await scope.clients.matchAll({ type: 'window' })
    for (const page of pages) page.postMessage({ type: outboxDatabase.changedMessage })
    if (end.kind === 'waiting' && end.offline) throw new Error('Still no connection')
  } finally {
    db.close()
  }
}

/** Whether a `sync` event is the outbox's. */
export function isOutboxSync(event: Event): event is ExtendableEvent & { tag: string } {
  return (event as { tag?: unknown }).tag === outboxDatabase.syncTag
}
