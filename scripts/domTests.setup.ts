import 'fake-indexeddb/auto'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import Dexie from 'dexie'
import { configure } from '@testing-library/dom'
import { beforeEach } from 'vitest'
import { forgetOutboxDatabase } from '@/lib/outbox/outboxDatabase'

/*
 * Component tests run under happy-dom, which has no IndexedDB: fake-indexeddb implements the
 * IndexedDB specification in memory, so the outbox's Dexie database works as in a browser. Each
 * test gets an IndexedDB of its own, so nothing queued by one test replays in the next.
 */
beforeEach(() => {
  const fresh = new IDBFactory()
  Object.assign(globalThis, { indexedDB: fresh })
  Dexie.dependencies.indexedDB = fresh
  Dexie.dependencies.IDBKeyRange = IDBKeyRange
  forgetOutboxDatabase()
})

// Writes go through the outbox (IndexedDB, then the request): on a loaded 2-core machine that
// takes longer than testing-library's 1 s default before a request is seen.
configure({ asyncUtilTimeout: 4000 })
