import { openOutboxDatabase, type OutboxDatabaseHandle } from '@/platform/outboxDatabase'

/*
 * The page's outbox database: one connection per page, over the module the service worker uses
 * too (src/platform/outboxDatabase.ts).
 */

let handle: OutboxDatabaseHandle | undefined

/** The outbox database of this page (opened on first use). */
export function outboxDatabaseHandle(): OutboxDatabaseHandle {
  return (handle ??= openOutboxDatabase())
}

/**
 * Lets go of the database, so the next use opens it anew (component tests give each test an
 * IndexedDB of its own; a replay still finishing from the last test keeps to the old one).
 */
export function forgetOutboxDatabase(): void {
  handle = undefined
}
