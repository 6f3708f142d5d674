import { readStoredOperation } from './operationMigrations'
import type { Operation } from './operations'
import type { OutboxStore } from './outboxPorts'

/*
 * The outbox's IndexedDB database, opened by the page (src/lib/outbox) and by the service worker
 * (sw/outboxSync.ts, for Background Sync) alike: one table of operations, in insertion order.
 */
export const outboxDatabase = {
  name: 'studio-outbox',
  /** Dexie's store definition: `seq` orders the replay, `id` names an operation. */
  stores: { operations: '++seq, &id, owner' },
  /** The Web Lock held while replaying: one page or the service worker at a time. */
  replayLock: 'studio-outbox-replay',
  /** The Background Sync tag the page registers and the service worker answers. */
  syncTag: 'studio-outbox',
  /** What the service worker tells the pages after it replayed (they read their caches again). */
  changedMessage: 'OUTBOX_CHANGED',
} as const

/** Reads and writes of the operations table, as each side's IndexedDB library does them. */
export interface OperationRows {
  /** The owner's records, in `seq` order, as stored (any schema version). */
  byOwner(owner: string): Promise<unknown[]>
  /** In one transaction: writes these (a record without `seq` is appended), removes those ids. */
  write(put: Operation[], remove: string[]): Promise<void>
}

/** The store the replay uses: records read through the migrations of older versions. */
export function outboxStoreOverRows(rows: OperationRows): OutboxStore {
  return {
    async list(owner) {
      return (await rows.byOwner(owner)).map((record) => readStoredOperation(record, owner))
    },
    commit: (change) => rows.write(change.put ?? [], change.remove ?? []),
  }
}
