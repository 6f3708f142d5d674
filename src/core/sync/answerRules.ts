/*
 * What the outbox does with each answer (issue rules, docs/offline.md "Replay"): one rule per
 * status, so the replay loop never guesses.
 */

export type AnswerRule =
  /** Applied: the operation leaves the queue. */
  | { action: 'done' }
  /** 412: someone changed the target meanwhile; merge or keep both (conflictResolution.ts). */
  | { action: 'conflict' }
  /** 401: the session ended; the whole queue waits for the user to sign in again. */
  | { action: 'pause' }
  /** 429, or 409 with Retry-After (the same key still in progress): again after `delayMs`. */
  | { action: 'wait'; delayMs: number }
  /** 5xx, 408, timeouts, no network: try again with backoff. */
  | { action: 'retry'; delayMs: number }
  /**
   * 400, 403, 404, 422, 428, a 409 without Retry-After (a name taken, a limit reached) and other
   * refusals: it will not succeed; tell the user.
   */
  | { action: 'reject' }

/** Backoff after the n-th failed attempt (1-based): 2 s, 5 s, 15 s, 30 s, 1 min, then 2 min. */
export const retryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000] as const

export function backoffMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), retryDelaysMs.length) - 1
  return retryDelaysMs[index] ?? 120_000
}

/**
 * Retry-After as seconds or an HTTP date, in milliseconds from `now`; undefined when absent or
 * unreadable. Bounded to an hour: a wrong header must not park the queue for days.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined
  const value = header.trim()
  const seconds = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now
  if (!Number.isFinite(seconds)) return undefined
  return Math.min(Math.max(seconds, 0), 60 * 60 * 1000)
}

export interface Answer {
  status: number
  retryAfter?: string | null
}

/** `answer` undefined: no answer at all (offline, refused, timed out). */
export function answerRule(answer: Answer | undefined, attempts: number, now: number): AnswerRule {
  if (answer === undefined) return { action: 'retry', delayMs: backoffMs(attempts) }
  const { status } = answer
  if (status >= 200 && status < 300) return { action: 'done' }
  if (status === 412) return { action: 'conflict' }
  if (status === 401) return { action: 'pause' }
  const passing = status === 409 && answer.retryAfter !== undefined && answer.retryAfter !== null
  if (status === 429 || passing) {
    return {
      action: 'wait',
      delayMs: retryAfterMs(answer.retryAfter, now) ?? backoffMs(attempts),
    }
  }
  if (status === 408 || status >= 500) {
    return {
      action: 'retry',
      delayMs: retryAfterMs(answer.retryAfter, now) ?? backoffMs(attempts),
    }
  }
  return { action: 'reject' }
}
