import type { Operation } from '@/core/sync/operations'
import { ApiError } from '@/lib/api/apiError'
import { apiErrorSchema } from '@/core/api/error'

/*
 * A submitted edit's outcome for the code that made it (a dialog shows a refusal under its field,
 * a save says "Saved"): heard from the replay in this tab, or seen in the database when another
 * tab or the service worker replayed it.
 */

/**
 * `done`: the server has it; `queued`: it waits for the connection or the server (it stays in
 * the list); `conflict`: someone changed it meanwhile and it was kept beside theirs or not applied
 * (the outbox tells the user how); `decide`: someone changed the same things meanwhile, and the
 * user is asked which to keep (the conflict dialog).
 */
export type SubmitResult = 'done' | 'queued' | 'conflict' | 'decide'

/** How long a submit waits for the server before it answers `queued` (the edit stays queued). */
export const settleWaitMs = 8_000

interface Waiter {
  dismiss: (ids: readonly string[]) => Promise<void>
  resolve: (result: SubmitResult) => void
  reject: (error: unknown) => void
  seen: boolean
  timer: ReturnType<typeof setTimeout>
}

function refusal(op: Operation): ApiError {
  const body = apiErrorSchema.safeParse(op.refusal)
  const message = body.success ? body.data.message : (op.notice ?? 'Error')
  return new ApiError(message, op.status ?? 0, undefined, body.success ? body.data : undefined)
}

export function createSettleWaiters() {
  const waiters = new Map<string, Waiter>()

  function finish(id: string, outcome: { result: SubmitResult } | { error: unknown }) {
    const waiter = waiters.get(id)
    if (waiter === undefined) return
    waiters.delete(id)
    clearTimeout(waiter.timer)
    if ('error' in outcome) waiter.reject(outcome.error)
    else waiter.resolve(outcome.result)
  }

  /** The refusal goes to the caller, who shows it: it leaves the list. */
  function refused(op: Operation) {
    const dismiss = waiters.get(op.id)?.dismiss
    finish(op.id, { error: refusal(op) })
    void dismiss?.([op.id])
  }

  return {
    wait(
      id: string,
      options: { offline: boolean; dismiss: (ids: readonly string[]) => Promise<void> },
    ): Promise<SubmitResult> {
      return new Promise<SubmitResult>((resolve, reject) => {
        const timer = setTimeout(() => finish(id, { result: 'queued' }), settleWaitMs)
        waiters.set(id, { resolve, reject, seen: false, timer, dismiss: options.dismiss })
        if (options.offline) finish(id, { result: 'queued' })
      })
    },
    isAwaited: (id: string) => waiters.has(id),
    /** The replay in this tab settled it. */
    settled(id: string, result: 'done' | 'failed' | 'conflict' | 'decide', op: Operation) {
      if (result === 'failed') refused(op)
      else finish(id, { result })
    },
    /**
     * The queue as now known. From a read of the database (`read`: any tab's replay, or the
     * service worker's), an operation seen in an earlier read and gone from this one landed.
     */
    check(operations: readonly Operation[], read: boolean) {
      for (const [id, waiter] of waiters) {
        const op = operations.find((held) => held.id === id)
        if (op === undefined) {
          if (read && waiter.seen) finish(id, { result: 'done' })
          continue
        }
        if (read) waiter.seen = true
        if (op.state === 'failed') refused(op)
        else if (op.state === 'conflict') finish(id, { result: 'conflict' })
        else if (op.state === 'decide') finish(id, { result: 'decide' })
        else if (op.attempts > 0 && (op.retryAt !== null || op.status === 401)) {
          finish(id, { result: 'queued' })
        }
      }
    },
  }
}
