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

let database: OutboxDatabase | undefined
const db = () => (database ??= new OutboxDatabase())

export const outboxStore: OutboxStore = outboxStoreOverRows({
  byOwner: (owner) => db().operations.where('owner').equals(owner).sortBy('seq'),
  write: (put, remove) =>
    db().transaction('rw', db().operations, async () => {
      for (const op of put) {
        const held = await db().operations.where('id').equals(op.id).first()
        const seq = held?.seq ?? op.seq
        await db().operations.put(seq === undefined ? op : { ...op, seq })
      }
      if (remove.length > 0) await db().operations.where('id').anyOf(remove).delete()
    }),
})

/**
 * The owner's operations as they change, in any tab or in the service worker (Dexie's liveQuery
 * hears other tabs' writes). Returns the unsubscribe.
 */
export function watchOperations(
  owner: string,
  listener: (operations: Operation[]) => void,
): () => void {
  const subscription = liveQuery(() => outboxStore.list(owner)).subscribe({
    next: listener,
    error: () => listener([]),
  })
  return () => subscription.unsubscribe()
}

/** Removes operations the user dismissed from the list (failed or conflict notices). */
export function dismissOperations(ids: readonly string[]): Promise<void> {
  return outboxStore.commit({ remove: [...ids] })
}

/**
 * Lets go of the database, so the next use opens it anew (component tests give each test an
 * IndexedDB of its own; a replay still running from the last test keeps writing to the old one).
 */
export function forgetOutboxDatabase(): void {
  database = undefined
}
