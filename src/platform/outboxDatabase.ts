import Dexie, { liveQuery, type DexieOptions, type Table } from 'dexie'
import type { Operation } from '@/core/sync/operations'
import type { OutboxStore } from '@/core/sync/outboxPorts'
import { outboxDatabase, outboxStoreOverRows } from '@/core/sync/outboxStoreOverRows'

/*
 * The outbox in IndexedDB (Dexie): the storage side of src/core/sync/outboxStoreOverRows.ts,
 * opened by the page (src/lib/outbox/outboxDatabase.ts keeps one per page) and by the service
 * worker for Background Sync (sw/outboxSync.ts) alike, so both read and write the queue the same
 * way. Logout deletes the database with the app's other ones (src/lib/auth/wipeUserData.ts).
 */

type Row = Operation & { seq?: number }

class OutboxDatabase extends Dexie {
  operations!: Table<Row, number>

  constructor(options?: OutboxDatabaseOptions) {
    super(outboxDatabase.name, options)
    this.version(1).stores(outboxDatabase.stores)
  }
}

/** Another IndexedDB than the global one (unit tests pass fake-indexeddb's). */
export type OutboxDatabaseOptions = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>

export interface OutboxDatabaseHandle {
  store: OutboxStore
  /**
   * The owner's operations as they change, in any tab or in the service worker (Dexie's
   * liveQuery hears other tabs' writes). Returns the unsubscribe.
   */
  watch(owner: string, listener: (operations: Operation[]) => void): () => void
  /** Removes operations the user dismissed from the list (failed or conflict notices). */
  dismiss(ids: readonly string[]): Promise<void>
  /** Closes the connection (the service worker's, at the end of a sync). */
  close(): void
}

/** Opens the outbox database (Dexie opens it on first use). */
export function openOutboxDatabase(options?: OutboxDatabaseOptions): OutboxDatabaseHandle {
  const db = new OutboxDatabase(options)
  const store = outboxStoreOverRows({
    byOwner: (owner) => db.operations.where('owner').equals(owner).sortBy('seq'),
    write: (put, remove) =>
      db.transaction('rw', db.operations, async () => {
        // A rewritten operation keeps its place in the queue.
        for (const op of put) {
          const held = await db.operations.where('id').equals(op.id).first()
          const seq = held?.seq ?? op.seq
          await db.operations.put(seq === undefined ? op : { ...op, seq })
        }
        if (remove.length > 0) await db.operations.where('id').anyOf(remove).delete()
      }),
  })
  return {
    store,
    watch(owner, listener) {
      const subscription = liveQuery(() => store.list(owner)).subscribe({
        next: listener,
        error: () => listener([]),
      })
      return () => subscription.unsubscribe()
    },
    dismiss: (ids) => store.commit({ remove: [...ids] }),
    close: () => db.close(),
  }
}
