import type { OutboxRequest } from './operationRequests'
import type { Operation } from './operations'

/*
 * What the replay loop needs from its surroundings, so that the same loop runs in a page, in the
 * service worker (Background Sync) and in the model test: a store of operations and a way to
 * send requests.
 */

export interface OutboxChange {
  /** Inserted, or replaced by id. A new operation (no `seq`) is placed after all others. */
  put?: Operation[]
  remove?: string[]
}

export interface OutboxStore {
  /** The owner's operations in replay order, in every state. */
  list(owner: string): Promise<Operation[]>
  /** Applies a change in one transaction: all of it or none. */
  commit(change: OutboxChange): Promise<void>
}

/** An answer: its status, Retry-After and parsed JSON body (undefined when empty). */
export interface TransportAnswer {
  status: number
  retryAfter: string | null
  body: unknown
}

export interface OutboxTransport {
  /** Sends; rejects when no answer came (offline, refused, timed out). */
  send(request: OutboxRequest): Promise<TransportAnswer>
}
