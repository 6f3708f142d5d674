import Dexie, { liveQuery, type Table } from 'dexie'
import type { Operation } from '@/core/sync/operations'
import type { OutboxStore } from '@/core/sync/outboxPorts'
import { outboxDatabase, outboxStoreOverRows } from '@/core/sync/outboxStoreOverRows'

/*
 * The outbox in IndexedDB (Dexie): the page's side of src/core/sync/outboxStoreOverRows.ts. The
 * service worker opens the same database for Background Sync (sw/outboxSync.ts). Logout deletes
 * it with the app's other databases (src/lib/auth/wipeUserData.ts).
 */

type Row = Operation & { seq?: number }

class OutboxDatabase extends Dexie {
  operations!: Table<Row, number>

  constructor() {
    super(outboxDatabase.name)
    this.version(1).stores(outboxDatabase.stores)
  }
}

export interface OutboxDatabaseHandle {
  store: OutboxStore
  /**
   * The owner's operations as they change, in any tab or in the service worker (Dexie's
   * liveQuery hears other tabs' writes). Returns the unsubscribe.
   */
  watch(owner: string, listener: (operations: Operation[]) => void): () => void
  /** Removes operations the user dismissed from the list (failed or conflict notices). */
  dismiss(ids: readonly string[]): Promise<void>
}

function handleOver(db: OutboxDatabase): OutboxDatabaseHandle {
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
  }
}

let handle: OutboxDatabaseHandle | undefined

/** The outbox database of this page (opened on first use). */
export function outboxDatabaseHandle(): OutboxDatabaseHandle {
  return (handle ??= handleOver(new OutboxDatabase()))
}

/**
 * Lets go of the database, so the next use opens it anew (component tests give each test an
 * IndexedDB of its own; a replay still finishing from the last test keeps to the old one).
 */
export function forgetOutboxDatabase(): void {
  handle = undefined
}
