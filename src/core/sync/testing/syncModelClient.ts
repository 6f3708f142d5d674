import { enqueueOperation } from '../enqueue'
import type { OutboxRequest } from '../operationRequests'
import type { NewOperation, Operation } from '../operations'
import { createMemoryOutboxStore } from '../memoryOutboxStore'
import type { OutboxTransport, TransportAnswer } from '../outboxPorts'
import { replayStep, type StepOutcome } from '../replayStep'
import type { ModelDashboard, ModelServer } from './modelServer'

/*
 * The client side of the outbox's model test: the real store contract, enqueue and replay step,
 * driven over a network that can be down, lose answers, deliver twice, hold a request back and
 * deliver it late, or lose the tab in the middle of a request. It also keeps what the user sees
 * and meant, for the invariants.
 */

export type Fault = 'none' | 'lostAnswer' | 'duplicate' | 'delay' | 'crash'

type Body = Pick<ModelDashboard, 'categoryUuid' | 'data'>

export interface ViewDashboard {
  uuid: string
  /** The server version last seen; null before its create landed. */
  version: number | null
  body: Body
  deletedByUser: boolean
}

export function createSyncModelClient(server: ModelServer, owner = 'user-1') {
  const store = createMemoryOutboxStore()
  let clock = 1_000_000
  let online = true
  let fault: Fault = 'none'
  let counter = 0
  const fresh = (prefix: string) => {
    counter += 1
    const hex = counter.toString(16).padStart(12, '0')
    return `${prefix}0000000-0000-4000-8000-${hex}`.slice(-36)
  }
  const delayed: OutboxRequest[] = []
  const delivered: OutboxRequest[] = []
  /** Every idempotency key each operation was ever stored with. */
  const keysOf = new Map<string, Set<string>>()
  const made: Operation[] = []
  const view = new Map<string, ViewDashboard>()
  const userTiles = new Map<string, Set<string>>()
  const favoriteIntent = new Map<string, boolean>()
  const deviceTiles = new Map<string, Set<string>>()
  const deviceRenamed = new Set<string>()

  const commit = store.commit.bind(store)
  store.commit = async (change) => {
    for (const op of change.put ?? []) {
      const keys = keysOf.get(op.id) ?? new Set<string>()
      keys.add(op.idempotencyKey)
      keysOf.set(op.id, keys)
    }
    return commit(change)
  }

  const deliver = (request: OutboxRequest): TransportAnswer => {
    delivered.push(request)
    return server.handle(request)
  }

  const transport: OutboxTransport = {
    send(request) {
      if (!online) return Promise.reject(new Error('offline'))
      const now = fault
      fault = 'none'
      switch (now) {
        case 'lostAnswer':
          deliver(request)
          return Promise.reject(new Error('answer lost'))
        case 'duplicate':
          deliver(request)
          return Promise.resolve(deliver(request))
        case 'delay':
          delayed.push(request)
          return Promise.reject(new Error('timed out'))
        case 'crash':
          // The request reaches the server; the tab is gone before the answer is read.
          deliver(request)
          return new Promise<TransportAnswer>(() => {})
        default:
          return Promise.resolve(deliver(request))
      }
    },
  }

  const deps = {
    store,
    transport,
    owner,
    now: () => clock,
    ids: { uuid: () => fresh('b') },
  }

  async function enqueue(input: Omit<NewOperation, 'owner'>) {
    const op = await enqueueOperation(
      store,
      { ...input, owner },
      { id: fresh('a'), idempotencyKey: fresh('c') },
      clock,
    )
    made.push(op)
  }

  function afterStep(outcome: StepOutcome) {
    if (outcome.kind !== 'settled' || outcome.result === 'failed') return
    const answer = outcome.answer as Partial<ModelDashboard> | undefined
    const held = view.get(outcome.op.target)
    if (held !== undefined && typeof answer?.version === 'number') held.version = answer.version
  }

  return {
    store,
    server,
    view,
    userTiles,
    favoriteIntent,
    deviceTiles,
    deviceRenamed,
    made,
    keysOf,
    delivered,
    setOnline: (value: boolean) => (online = value),
    setFault: (value: Fault) => (fault = value),
    advance: (ms: number) => (clock += ms),
    fresh,
    enqueue,
    /** One replay step; a crashed step is abandoned, as a closed tab would leave it. */
    async step(): Promise<StepOutcome | 'crashed'> {
      const crashing = fault === 'crash'
      const running = replayStep(deps)
      if (crashing) {
        const first = await Promise.race([
          running,
          new Promise<'crashed'>((r) => setTimeout(() => r('crashed'), 0)),
        ])
        if (first !== 'crashed') afterStep(first)
        return first
      }
      const outcome = await running
      afterStep(outcome)
      return outcome
    },
    deliverDelayed() {
      const request = delayed.shift()
      if (request !== undefined) deliver(request)
    },
    redeliverOld(index: number) {
      const request = delivered[index % Math.max(1, delivered.length)]
      if (request !== undefined) deliver(request)
    },
    /** Reads the server again, keeping what pending edits show (the optimistic view). */
    async refresh() {
      const queued = await store.list(owner)
      for (const doc of view.values()) {
        if (queued.some((op) => op.state === 'pending' && op.target === doc.uuid)) continue
        const held = server.dashboards.get(doc.uuid)
        if (held === undefined) continue
        doc.version = held.version
        doc.body = { categoryUuid: held.categoryUuid, data: structuredClone(held.data) }
      }
    },
  }
}

export type SyncModelClient = ReturnType<typeof createSyncModelClient>
