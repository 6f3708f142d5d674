import { newOperation, sameTarget, type NewOperation, type Operation } from './operations'
import type { OutboxStore } from './outboxPorts'

/**
 * Queues an edit. When an earlier edit of the same target is still queued, this one is made on
 * that one's result: the version to name (If-Match) is filled in when that one lands
 * (replayStep.ts, rebaseSuccessor). Its base stays what the user saw and edited (`input.base`);
 * only without one is it the earlier edit's body. Not that body as it may be now: merged with a
 * newer version meanwhile, it holds changes the user never saw, which this edit must not undo.
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
      : { ...draft, baseVersion: null, base: draft.base ?? previous.payload }
  await store.commit({ put: [op] })
  return op
}
