import { answerRule } from './answerRules'
import { rebaseSuccessor, resolveConflict, versionOf, type FreshIds } from './conflictResolution'
import { readPathOf, requestOf } from './operationRequests'
import { sameTarget, verbOf, type Operation } from './operations'
import type { OutboxStore, OutboxTransport, TransportAnswer } from './outboxPorts'

/*
 * One step of the replay: the first pending operation of the owner is sent and its answer
 * settled by the rules of answerRules.ts. Operations replay one at a time in the order they were
 * made, so an edit never overtakes the create or the earlier edit it was made on. The attempt is
 * counted in the store before the request leaves: a tab closed mid-request replays the same
 * operation, with the same Idempotency-Key, on its next start. An edit waiting for its user's
 * choice (`decide`) holds back the later edits of its target, never the others.
 */

export interface ReplayDeps {
  store: OutboxStore
  transport: OutboxTransport
  owner: string
  now: () => number
  ids: FreshIds
  /**
   * The replay runs in an open page, which can ask its user about an edit that clashes with a
   * newer version (`onConflict: 'ask'`); the service worker cannot, and keeps the copy rule.
   */
  asks?: boolean
}

export type StepOutcome =
  | { kind: 'idle' }
  /** The operation left the pending queue: landed, refused, kept as a notice, or asks the user. */
  | {
      kind: 'settled'
      op: Operation
      result: 'done' | 'failed' | 'conflict' | 'decide'
      answer?: unknown
    }
  /** The operation is to be sent again at once (merged onto a newer version, or saved as a copy). */
  | { kind: 'resend'; op: Operation }
  /** The first operation waits until `at` (backoff, Retry-After, no connection). */
  | { kind: 'waiting'; op: Operation; at: number; offline: boolean }
  /** 401: nothing replays until the user has signed in again. */
  | { kind: 'paused'; op: Operation }

/** After this many 412s in a row a document edit is kept as a copy rather than merged again. */
export const maxMergeRounds = 5

export async function replayStep(deps: ReplayDeps): Promise<StepOutcome> {
  const all = await deps.store.list(deps.owner)
  const undecided = all.filter((op) => op.state === 'decide')
  const pending = all.filter(
    (op) => op.state === 'pending' && !undecided.some((held) => sameTarget(held, op)),
  )
  const head = pending[0]
  if (head === undefined) return { kind: 'idle' }
  const now = deps.now()
  if (head.retryAt !== null && head.retryAt > now) {
    return { kind: 'waiting', op: head, at: head.retryAt, offline: head.status === null }
  }
  const sending: Operation = { ...head, attempts: head.attempts + 1, retryAt: null }
  await deps.store.commit({ put: [sending] })

  let answer: TransportAnswer | undefined
  try {
    answer = await deps.transport.send(requestOf(sending))
  } catch {
    answer = undefined
  }
  const later = pending.slice(1)
  const rule = answerRule(answer, sending.attempts, deps.now())
  switch (rule.action) {
    case 'done':
      return landed(deps, sending, answer?.body, later)
    case 'conflict':
      return conflicted(deps, sending, later)
    case 'pause': {
      const paused = { ...sending, lastError: 'Sign in again to sync', status: 401 }
      await deps.store.commit({ put: [paused] })
      return { kind: 'paused', op: paused }
    }
    case 'wait':
    case 'retry': {
      const at = deps.now() + rule.delayMs
      const waiting: Operation = {
        ...sending,
        // No answer: the edit waits for the connection, and is then replayed like any other.
        ...(answer === undefined && sending.onConflict === 'ask' ? { onConflict: 'copy' } : {}),
        retryAt: at,
        status: answer?.status ?? null,
        lastError: answer === undefined ? 'No connection' : `The server answered ${answer.status}`,
      }
      await deps.store.commit({ put: [waiting] })
      return { kind: 'waiting', op: waiting, at, offline: answer === undefined }
    }
    case 'reject': {
      // Deleting what is already gone did what the user wanted.
      if (answer?.status === 404 && isRemoval(sending))
        return landed(deps, sending, undefined, later)
      return failed(
        deps,
        sending,
        answer?.status ?? null,
        refusalText(sending, answer),
        answer?.body,
      )
    }
  }
}

function isRemoval(op: Operation): boolean {
  const verb = verbOf(op.kind)
  return verb === 'delete' || verb === 'remove'
}

function refusalText(op: Operation, answer: TransportAnswer | undefined): string {
  const body = answer?.body
  const message =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : `the server answered ${answer?.status ?? 'nothing'}`
  return `${op.label}: not saved — ${message}`
}

async function failed(
  deps: ReplayDeps,
  op: Operation,
  status: number | null,
  notice: string,
  refusal?: unknown,
): Promise<StepOutcome> {
  const kept: Operation = { ...op, state: 'failed', status, notice, lastError: notice, refusal }
  await deps.store.commit({ put: [kept] })
  return { kind: 'settled', op: kept, result: 'failed' }
}

async function landed(
  deps: ReplayDeps,
  op: Operation,
  answer: unknown,
  later: readonly Operation[],
): Promise<StepOutcome> {
  const put: Operation[] = []
  const next = later.find((other) => sameTarget(other, op))
  if (next !== undefined) {
    const rebased = rebaseSuccessor(op, answer, next, deps.ids)
    put.push(rebased.op)
    if (rebased.copyUuid !== undefined) put.push(...retargeted(later, next, rebased.copyUuid))
  }
  // A copy made for a conflict stays in the list as a notice until the user has read it.
  const result = op.notice === null ? 'done' : 'conflict'
  if (result === 'conflict') put.push({ ...op, state: 'conflict', status: null, lastError: null })
  await deps.store.commit({ put, remove: result === 'done' ? [op.id] : [] })
  return { kind: 'settled', op, result, answer }
}

/** The operations after `from` on its old target, moved to follow the copy. */
function retargeted(later: readonly Operation[], from: Operation, copyUuid: string): Operation[] {
  return later
    .filter((other) => other.id !== from.id && sameTarget(other, from))
    .map((other) => ({ ...other, target: copyUuid }))
}

async function conflicted(
  deps: ReplayDeps,
  op: Operation,
  later: readonly Operation[],
): Promise<StepOutcome> {
  const path = readPathOf(op)
  // A create or a favourite names no version: a 412 there is a refusal like any other.
  if (path === undefined) return failed(deps, op, 412, `${op.label}: refused by the server`)
  let current: TransportAnswer | undefined
  try {
    current = await readCurrent(deps, path)
  } catch {
    current = undefined
  }
  if (current === undefined || (current.status !== 200 && current.status !== 404)) {
    // The newer version could not be read now: try the whole operation again later.
    const at = deps.now() + 5_000
    const waiting = { ...op, retryAt: at, status: 412, lastError: 'Changed elsewhere: merging' }
    await deps.store.commit({ put: [waiting] })
    return { kind: 'waiting', op: waiting, at, offline: current === undefined }
  }
  const copy =
    current.status === 200 ? { status: 200 as const, body: current.body } : { status: 404 as const }
  const resolution =
    op.attempts > maxMergeRounds
      ? resolveConflict({ ...op, base: undefined }, copy, deps.ids)
      : resolveConflict(op, copy, deps.ids)
  const newer = versionOf(current.body)
  if (
    resolution.kind === 'copy' &&
    op.onConflict === 'ask' &&
    deps.asks === true &&
    newer !== undefined
  ) {
    // The same things changed on both sides: the user chooses (conflictDecision.ts).
    const asking: Operation = {
      ...op,
      state: 'decide',
      status: 412,
      lastError: null,
      newer: { version: newer, document: current.body },
    }
    await deps.store.commit({ put: [asking] })
    return { kind: 'settled', op: asking, result: 'decide' }
  }
  switch (resolution.kind) {
    case 'resend':
      await deps.store.commit({
        put: [
          {
            ...resolution.op,
            lastError:
              verbOf(op.kind) === 'delete'
                ? 'Sent again on the newer version'
                : 'Merged with a newer version',
          },
        ],
      })
      return { kind: 'resend', op: resolution.op }
    case 'copy': {
      const moved = retargeted(later, op, resolution.copyUuid)
      await deps.store.commit({ put: [resolution.op, ...moved] })
      return { kind: 'resend', op: resolution.op }
    }
    case 'notice': {
      const kept: Operation = { ...op, state: 'conflict', notice: resolution.notice, status: 412 }
      await deps.store.commit({ put: [kept] })
      return { kind: 'settled', op: kept, result: 'conflict' }
    }
    case 'gone':
      return failed(deps, op, 404, resolution.notice)
  }
}

async function readCurrent(deps: ReplayDeps, path: string): Promise<TransportAnswer> {
  return deps.transport.send({ method: 'GET', path, headers: {} })
}
