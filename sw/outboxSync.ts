/// <reference lib="webworker" />
import { createFetchTransport } from '../src/core/sync/fetchTransport'
import { outboxDatabase } from '../src/core/sync/outboxStoreOverRows'
import { replayQueue } from '../src/core/sync/replayQueue'
import { sessionOwner } from '../src/core/sync/sessionOwner'
import { openOutboxDatabase, type OutboxDatabaseHandle } from '../src/platform/outboxDatabase'

/*
 * Background Sync for the outbox (docs/offline.md): the browser wakes the service worker when the
 * connection is back, even with the app closed, and the queued edits of the signed-in user are
 * replayed from the same IndexedDB database the pages use, opened by the same module
 * (src/platform/outboxDatabase.ts), under the same Web Lock, by the same replay (src/core/sync).
 * Open pages are told, and read again what changed.
 */

/**
 * Rejects when the queue must wait for the connection: the browser then tries the sync again.
 * `open` is the database (unit tests pass one over fake-indexeddb).
 */
export async function replayInWorker(
  scope: ServiceWorkerGlobalScope,
  open: () => OutboxDatabaseHandle = openOutboxDatabase,
): Promise<void> {
  const db = open()
  try {
    const { store } = db
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
