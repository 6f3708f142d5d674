import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { decideConflict as decideOn, type ConflictChoice } from '@/core/sync/conflictDecision'
import { enqueueOperation } from '@/core/sync/enqueue'
import { createFetchTransport } from '@/core/sync/fetchTransport'
import type { NewOperation, Operation } from '@/core/sync/operations'
import { replayQueue, type RunEnd } from '@/core/sync/replayQueue'
import type { StepOutcome } from '@/core/sync/replayStep'
import { outboxDatabase } from '@/core/sync/outboxStoreOverRows'
import { sessionOwner } from '@/core/sync/sessionOwner'
import { onServerAnswered } from '@/lib/api/reachability'
import type { OutboxDatabaseHandle } from '@/platform/outboxDatabase'
import { outboxDatabaseHandle } from './outboxDatabase'
import { applyAnswer, applyOperation, isTouched, touchedKeys } from './optimistic/applyOperation'
import { createSettleWaiters, type SubmitResult } from './settleWaiters'
import { tellSettled } from './settledNotices'
import { askAgainLater, askIfMadeHere, markMadeHere } from './conflictAsking'

/*
 * The page's side of the outbox (docs/offline.md): keeps the signed-in user's queue replaying —
 * on start, when an edit is queued, when the browser comes online, when the server answers any
 * request again, when the service worker's Background Sync fires, and when a backoff ends — one
 * tab at a time (Web Locks), and shows every pending edit in the query cache meanwhile.
 */

export interface OutboxSnapshot {
  owner: string | null
  operations: readonly Operation[]
  /** The session ended (or another account signed in): nothing replays until the owner signs in. */
  needsSignIn: boolean
  /** The owner's queue has been read from the database at least once. */
  loaded: boolean
}

const transport = createFetchTransport((input, init) => fetch(input, init))
const waiters = createSettleWaiters()
let snapshot: OutboxSnapshot = { owner: null, operations: [], needsSignIn: false, loaded: false }
const listeners = new Set<() => void>()

/** One signed-in user's outbox in this page, from startOutbox to its stop. */
interface Session {
  owner: string
  /** The database it was started on: a stopped session never writes to a newer one. */
  database: OutboxDatabaseHandle
  /**
   * Operations this page settled before the database's readers caught up: a read started before
   * the settling write may still list one as pending, and must not show it pending again.
   */
  settledHere: Map<string, Operation | 'done'>
  queryClient: QueryClient
  stopped: boolean
  timer?: ReturnType<typeof setTimeout>
  running?: Promise<void>
  again: boolean
  reachableAgain: boolean
}
let session: Session | undefined

/** `read`: the operations come from a read of the database (not this page's own knowledge). */
function publish(next: Partial<OutboxSnapshot>, read = false) {
  snapshot = { ...snapshot, ...next }
  if (next.operations !== undefined) waiters.check(snapshot.operations, read)
  for (const listener of listeners) listener()
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const outboxSnapshot = () => snapshot

const pending = () => snapshot.operations.filter((op) => op.state === 'pending')

/** Shows every pending edit over what a read just put in the cache. */
function reapply(client: QueryClient, key?: QueryKey) {
  const ops = pending()
  if (key !== undefined && !isTouched(key, ops)) return
  for (const op of ops) applyOperation(client, op)
}

/**
 * Starts the outbox for `owner` over `client`; returns the stop. The operations restored from
 * IndexedDB are shown in the cache at once, then replayed.
 */
export function startOutbox(client: QueryClient, owner: string): () => void {
  const database = outboxDatabaseHandle()
  const current: Session = {
    owner,
    database,
    settledHere: new Map(),
    queryClient: client,
    stopped: false,
    again: false,
    reachableAgain: false,
  }
  session = current
  publish({ owner, operations: [], needsSignIn: false, loaded: false })
  let first = true
  const unwatch = database.watch(owner, (operations) => {
    if (current.stopped) return
    const before = pending()
    const awaited = new Set(before.filter((op) => waiters.isAwaited(op.id)).map((op) => op.id))
    publish({ operations: withoutStaleReads(current, operations), loaded: true }, true)
    // Settled elsewhere (another tab, the service worker) or seen late here: read what it touched
    // again, so the cache shows the server's copy rather than the edit shown while it waited, and
    // tell what became of it when it did not land.
    const still = new Set(pending().map((op) => op.id))
    for (const op of before.filter((held) => !still.has(held.id))) {
      for (const key of touchedKeys(op)) void client.invalidateQueries({ queryKey: key })
      const settled = snapshot.operations.find((held) => held.id === op.id)
      if (settled?.state === 'conflict' || settled?.state === 'failed') {
        tellSettled(settled, settled.state, awaited.has(op.id))
      }
      if (settled !== undefined) askIfMadeHere(settled)
    }
    // Queued by another tab, or seen here after a run that started without it.
    const known = new Set(before.map((op) => op.id))
    if ([...still].some((id) => !known.has(id))) kick()
    if (first) {
      first = false
      reapply(client)
      kick()
    }
  })
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    // A read's answer (not our own setQueryData, which is `manual`) hides pending edits: redo them.
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      reapply(client, event.query.queryKey)
    }
  })
  const onOnline = () => kick({ reachable: true })
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === outboxDatabase.changedMessage) kick()
  }
  window.addEventListener('online', onOnline)
  navigator.serviceWorker?.addEventListener('message', onMessage)
  const unlistenServer = onServerAnswered(() => {
    if (pending().some((op) => op.retryAt !== null && op.status === null)) {
      kick({ reachable: true })
    }
  })
  return () => {
    current.stopped = true
    clearTimeout(current.timer)
    unwatch()
    unsubscribeCache()
    unlistenServer()
    window.removeEventListener('online', onOnline)
    navigator.serviceWorker?.removeEventListener('message', onMessage)
    if (session === current) {
      session = undefined
      publish({ owner: null, operations: [], needsSignIn: false, loaded: false })
    }
  }
}

/**
 * Queues an edit of the signed-in user, shows it at once, and starts its replay. Resolves
 * `done` when the server has it, `queued` when it waits for the connection or the server (it
 * stays in the list), `decide` when it changed what another device changed meanwhile and the
 * user is asked (`onConflict: 'ask'`, online only: made offline, the copy rule settles it);
 * rejects with the server's refusal (an ApiError) when it will not succeed.
 */
export async function submitOperation(input: Omit<NewOperation, 'owner'>): Promise<SubmitResult> {
  const current = session
  if (current === undefined) throw new Error('Sign in to save changes')
  const { owner, queryClient, database } = current
  const onConflict = input.onConflict === 'ask' && !navigator.onLine ? 'copy' : input.onConflict
  const op = await enqueueOperation(
    database.store,
    { ...input, owner, ...(onConflict === undefined ? {} : { onConflict }) },
    { id: crypto.randomUUID(), idempotencyKey: crypto.randomUUID() },
    Date.now(),
  )
  markMadeHere(op.id)
  applyOperation(queryClient, op)
  publish({ operations: [...snapshot.operations.filter((held) => held.id !== op.id), op] })
  return awaitSettled(current, op)
}

/** The outcome of a queued operation for the code that queued it, and its replay started. */
function awaitSettled(current: Session, op: Operation): Promise<SubmitResult> {
  const settled = waiters.wait(op.id, {
    offline: !navigator.onLine,
    dismiss: current.database.dismiss,
  })
  kick()
  return settled
}

/** The database's list, with what this page settled since it was read. */
function withoutStaleReads(current: Session, operations: Operation[]): Operation[] {
  const known = current.settledHere
  const listed = new Set(operations.map((op) => op.id))
  // Gone from the database (landed, or a notice dismissed): nothing more to correct.
  for (const id of known.keys()) if (!listed.has(id)) known.delete(id)
  return operations.flatMap((op) => {
    const settled = known.get(op.id)
    if (settled === undefined) return [op]
    if (settled === 'done') return []
    if (op.state === 'pending') return [settled]
    known.delete(op.id)
    return [op]
  })
}

/** Runs the replay now (or again once the running one ends). */
export function kick(options: { reachable?: boolean } = {}): void {
  const current = session
  if (current === undefined || current.stopped) return
  if (options.reachable) current.reachableAgain = true
  if (current.running !== undefined) {
    current.again = true
    return
  }
  current.running = runUnderLock(current).finally(() => {
    current.running = undefined
    if (current.again) {
      current.again = false
      kick()
    }
  })
}

async function runUnderLock(current: Session): Promise<void> {
  const run = () => replayOnce(current)
  // Without Web Locks (older browsers) each tab replays on its own; keys still apply each once.
  if (!navigator.locks) return run()
  await navigator.locks.request(outboxDatabase.replayLock, run)
}

async function replayOnce(current: Session): Promise<void> {
  const { owner, queryClient: client } = current
  if (current.stopped || pending().length === 0) return
  clearTimeout(current.timer)
  // The browser knows it has no network: its `online` event starts the next run.
  if (!navigator.onLine) return void registerBackgroundSync()
  if (current.reachableAgain) {
    current.reachableAgain = false
    await wakeWaiting(current)
  }
  const signedIn = await sessionOwner(transport)
  if (current.stopped) return
  if (signedIn === undefined) return schedule(current, Date.now() + 5_000, true)
  if (signedIn !== owner) return publish({ needsSignIn: true })
  publish({ needsSignIn: false })
  const touched: QueryKey[] = []
  const end = await replayQueue(
    {
      store: current.database.store,
      // A page that signed out sends nothing more, even from a step already under way.
      transport: {
        send: (request) =>
          current.stopped ? Promise.reject(new Error('Stopped')) : transport.send(request),
      },
      owner,
      now: Date.now,
      ids: { uuid: () => crypto.randomUUID() },
      asks: true,
    },
    (outcome) => (current.stopped ? undefined : heard(current, outcome, touched)),
    () => current.stopped,
  )
  if (current.stopped) return
  for (const key of touched) void client.invalidateQueries({ queryKey: key })
  ended(current, end)
}

/**
 * The first operation waits on a backoff: send it now. Without `force`, only when it waits for
 * a connection that is back (not when the server asked it to wait).
 */
async function wakeWaiting({ database, owner }: Session, force = false): Promise<void> {
  const [head] = (await database.store.list(owner)).filter((op) => op.state === 'pending')
  if (head !== undefined && head.retryAt !== null && (force || head.status === null)) {
    await database.store.commit({ put: [{ ...head, retryAt: null }] })
  }
}

/** "Retry now" in the list: the waiting edit is sent at once. */
export async function retryNow(): Promise<void> {
  const current = session
  if (current === undefined || current.stopped) return
  await wakeWaiting(current, true)
  kick()
}

/**
 * How many of the signed-in user's edits have not reached the server (logout asks first),
 * those waiting for the user's choice included.
 */
export async function unsyncedCount(owner: string): Promise<number> {
  const operations = await outboxDatabaseHandle().store.list(owner)
  return operations.filter(isUnsynced).length
}

/** An edit the server does not have yet: queued, or waiting for the user's choice. */
export function isUnsynced(op: Operation): boolean {
  return op.state === 'pending' || op.state === 'decide'
}

/**
 * The user's choice on an edit waiting for it (conflictDecision.ts), shown at once and sent.
 * Resolves with the outcome of what was sent (keep mine: the resend; keep both: the copy), and
 * the copy's name; `gone` when nothing waits for a choice any more (decided in another tab).
 */
export async function decideConflict(
  id: string,
  choice: ConflictChoice,
): Promise<{ result: SubmitResult | 'gone'; copyName?: string }> {
  const current = session
  if (current === undefined || current.stopped) return { result: 'gone' }
  const { database, owner, queryClient } = current
  const all = await database.store.list(owner)
  const op = all.find((held) => held.id === id)
  const decision = op && decideOn(op, choice, all, { uuid: () => crypto.randomUUID() })
  if (op === undefined || decision === undefined) return { result: 'gone' }
  await database.store.commit(decision.change)
  current.settledHere.delete(id)
  askAgainLater(id)
  const { put = [], remove = [] } = decision.change
  const changed = new Map(put.map((held) => [held.id, held]))
  publish({
    operations: [
      ...snapshot.operations
        .filter((held) => !remove.includes(held.id))
        .map((held) => changed.get(held.id) ?? held),
      ...put.filter((held) => !snapshot.operations.some((known) => known.id === held.id)),
    ],
  })
  // The server's version is read again (take theirs shows it; keep both lists the copy beside it).
  for (const key of touchedKeys(op)) void queryClient.invalidateQueries({ queryKey: key })
  if (decision.sent === undefined) return { result: 'done' }
  applyOperation(queryClient, decision.sent)
  const result = await awaitSettled(current, decision.sent)
  return { result, ...(decision.copyName === undefined ? {} : { copyName: decision.copyName }) }
}

/** Removes notices (failed or conflict entries) the user has read. */
export async function dismissNotices(ids: readonly string[]): Promise<void> {
  await (session?.database ?? outboxDatabaseHandle()).dismiss(ids)
}

function heard(current: Session, outcome: StepOutcome, touched: QueryKey[]) {
  if (outcome.kind !== 'settled') return
  const { op, result } = outcome
  current.settledHere.set(op.id, result === 'done' ? 'done' : op)
  touched.push(...touchedKeys(op))
  // The code that submitted it and still waits shows the outcome itself.
  const awaited = waiters.isAwaited(op.id)
  // Known here before the database says so: a read landing meanwhile must not show it again.
  publish({
    operations:
      result === 'done'
        ? snapshot.operations.filter((held) => held.id !== op.id)
        : snapshot.operations.map((held) => (held.id === op.id ? op : held)),
  })
  if (result === 'done') {
    applyAnswer(current.queryClient, op, outcome.answer)
    // Later edits still show over the server's copy.
    for (const key of touchedKeys(op)) reapply(current.queryClient, key)
  }
  if (result === 'failed' || result === 'conflict') tellSettled(op, result, awaited)
  askIfMadeHere(op)
  if (awaited) waiters.settled(op.id, result, op)
}

function ended(current: Session, end: RunEnd) {
  if (end.kind === 'paused') return publish({ needsSignIn: true })
  if (end.kind !== 'waiting') return
  schedule(current, end.at, end.offline)
}

function schedule(current: Session, at: number, offline: boolean) {
  clearTimeout(current.timer)
  current.timer = setTimeout(() => kick(), Math.max(0, at - Date.now()))
  if (offline) void registerBackgroundSync()
}

/** Asks the browser to wake the service worker when the connection is back (where it can). */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.ready) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    await registration?.sync?.register(outboxDatabase.syncTag)
  } catch {
    // No Background Sync here (or not allowed): the page's own triggers still replay.
  }
}
