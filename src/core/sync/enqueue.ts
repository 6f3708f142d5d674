import { newOperation, sameTarget, type NewOperation, type Operation } from './operations'
import type { OutboxStore } from './outboxPorts'

/**
 * Queues an edit. When an earlier edit of the same target is still queued, this one is made on
 * that one's result: its base is that edit's body, and the version to name (If-Match) is filled
 * in when that one lands (replayStep.ts, rebaseSuccessor).
 */
export async function enqueueOperation(
  store: OutboxStore,
  input: NewOperation,
  ids: { id: string; idempotencyKey: string },
  now: number,
): Promise<Operation> {
  const draft = newOperation(input, ids, now)
  const queued = await store.list(input.owner)
  const previous = queued.filter((op) => op.state === 'pending' && sameTarget(op, draft)).at(-1)
  const op =
    previous === undefined || draft.kind.endsWith('.create')
      ? draft
      : { ...draft, baseVersion: null, base: previous.payload ?? draft.base }
  await store.commit({ put: [op] })
  return op
}
