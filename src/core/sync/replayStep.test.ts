import { describe, expect, it } from 'vitest'
import { enqueueOperation } from './enqueue'
import { createMemoryOutboxStore } from './memoryOutboxStore'
import type { OutboxRequest } from './operationRequests'
import type { NewOperation } from './operations'
import type { TransportAnswer } from './outboxPorts'
import { replayQueue } from './replayQueue'
import { replayStep } from './replayStep'
import { dashboardBody } from './testing/dashboardBodies'
import { createModelServer } from './testing/modelServer'

const owner = 'user-1'
let counter = 0
const fresh = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`

function setup(answer: (request: OutboxRequest) => TransportAnswer) {
  const store = createMemoryOutboxStore()
  const sent: OutboxRequest[] = []
  let clock = 1_000_000
  const deps = {
    store,
    owner,
    now: () => clock,
    ids: { uuid: fresh },
    transport: {
      send: async (request: OutboxRequest) => {
        sent.push(request)
        return answer(request)
      },
    },
  }
  const enqueue = (input: Omit<NewOperation, 'owner'>) =>
    enqueueOperation(store, { ...input, owner }, { id: fresh(), idempotencyKey: fresh() }, clock)
  return { store, sent, deps, enqueue, advance: (ms: number) => (clock += ms) }
}

const answer = (status: number, body?: unknown, retryAfter: string | null = null) => ({
  status,
  body,
  retryAfter,
})

const star = {
  kind: 'favorite.add',
  target: 'fav-1',
  payload: { id: 'fav-1' },
  baseVersion: null,
  label: 'Starred Price',
} as const

describe('replayStep', () => {
  it('pauses the whole queue on 401 and sends nothing more until the next run', async () => {
    const { deps, enqueue, sent, store } = setup(() => answer(401))
    await enqueue(star)
    await enqueue({ ...star, target: 'fav-2' })
    expect(await replayQueue(deps)).toMatchObject({ kind: 'paused' })
    expect(sent).toHaveLength(1)
    const [first, second] = await store.list(owner)
    expect(first).toMatchObject({ state: 'pending', attempts: 1, status: 401 })
    expect(second).toMatchObject({ state: 'pending', attempts: 0 })
  })

  it('ends a refused operation with a notice naming the edit and keeps its content', async () => {
    const { deps, enqueue, store } = setup(() => answer(400, { message: 'Name is too long' }))
    await enqueue(star)
    expect(await replayStep(deps)).toMatchObject({ kind: 'settled', result: 'failed' })
    const [kept] = await store.list(owner)
    expect(kept).toMatchObject({
      state: 'failed',
      status: 400,
      notice: 'Starred Price: not saved — Name is too long',
      payload: { id: 'fav-1' },
    })
  })

  it('counts deleting what is already gone as done', async () => {
    const { deps, enqueue, store } = setup(() => answer(404, { message: 'Not found' }))
    await enqueue({ kind: 'dashboard.delete', target: fresh(), baseVersion: 3, label: 'Deleted' })
    expect(await replayStep(deps)).toMatchObject({ kind: 'settled', result: 'done' })
    expect(await store.list(owner)).toEqual([])
  })

  it('waits out Retry-After on 429 and 409 before sending again, with the same key', async () => {
    let status = 429
    const { deps, enqueue, sent, advance } = setup(() => answer(status, undefined, '30'))
    await enqueue(star)
    expect(await replayStep(deps)).toMatchObject({ kind: 'waiting', at: 1_030_000 })
    advance(10_000)
    expect(await replayStep(deps)).toMatchObject({ kind: 'waiting' })
    expect(sent).toHaveLength(1)
    advance(20_000)
    status = 200
    expect(await replayStep(deps)).toMatchObject({ kind: 'settled', result: 'done' })
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual([
      sent[0]?.headers['idempotency-key'],
      sent[0]?.headers['idempotency-key'],
    ])
  })

  it('retries with backoff when no answer comes, counting each attempt before it leaves', async () => {
    const { deps, enqueue, store } = setup(() => {
      throw new Error('offline')
    })
    await enqueue(star)
    expect(await replayStep(deps)).toMatchObject({ kind: 'waiting', offline: true, at: 1_002_000 })
    expect((await store.list(owner))[0]).toMatchObject({ attempts: 1, lastError: 'No connection' })
  })
})

describe('conflicts (412)', () => {
  const body = dashboardBody

  function withDashboard() {
    const server = createModelServer()
    const uuid = fresh()
    server.dashboards.set(uuid, { uuid, version: 3, ...body('Flows', []) })
    const context = setup((request) => server.handle(request))
    return { server, uuid, ...context }
  }

  it('applies the edit on top of the newer version when they changed different things', async () => {
    const { server, uuid, deps, enqueue } = withDashboard()
    const mine = fresh()
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('Flows', []),
      payload: body('Flows', [mine]),
      label: 'Added a tile to “Flows”',
    })
    // Meanwhile another device renamed it.
    server.dashboards.set(uuid, { uuid, version: 4, ...body('Exchange flows', []) })
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.get(uuid)).toMatchObject({
      version: 5,
      data: { meta: { name: 'Exchange flows' }, configs: [{ uuid: mine }] },
    })
  })

  it('keeps both when both changed the same thing: the user’s version as “(offline copy)”', async () => {
    const { server, uuid, deps, enqueue, store } = withDashboard()
    const mine = fresh()
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('Flows', []),
      payload: body('My flows', []),
      label: 'Renamed “Flows”',
    })
    // Made on what the user saw: their rename, not yet sent.
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('My flows', []),
      payload: body('My flows', [mine]),
      label: 'Added a tile to “My flows”',
    })
    server.dashboards.set(uuid, { uuid, version: 4, ...body('Their flows', []) })
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.get(uuid)).toMatchObject({
      version: 4,
      data: { meta: { name: 'Their flows' } },
    })
    const copies = [...server.dashboards.values()].filter((d) => d.uuid !== uuid)
    expect(copies).toHaveLength(1)
    // The later edit followed the copy.
    expect(copies[0]).toMatchObject({
      version: 2,
      data: { meta: { name: 'My flows (offline copy)' }, configs: [{ uuid: mine }] },
    })
    expect(await store.list(owner)).toMatchObject([
      {
        state: 'conflict',
        notice:
          '“My flows” was changed on another device meanwhile: your version is saved as “My flows (offline copy)”',
      },
    ])
  })

  it('keeps a dashboard changed elsewhere rather than deleting it, and says so', async () => {
    const { server, uuid, deps, enqueue, store } = withDashboard()
    await enqueue({
      kind: 'dashboard.delete',
      target: uuid,
      baseVersion: 3,
      label: 'Deleted “Flows”',
    })
    server.dashboards.set(uuid, { uuid, version: 4, ...body('Flows', [fresh()]) })
    await replayQueue(deps)
    expect(server.dashboards.has(uuid)).toBe(true)
    expect((await store.list(owner))[0]).toMatchObject({
      state: 'conflict',
      notice: 'Deleted “Flows”: it was changed on another device meanwhile, so it was kept',
    })
  })

  it('deletes a newer version that differs from what the user saw only in its number', async () => {
    const { server, uuid, deps, enqueue, store } = withDashboard()
    await enqueue({
      kind: 'dashboard.delete',
      target: uuid,
      baseVersion: 2,
      base: body('Flows', []),
      label: 'Deleted “Flows”',
    })
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.has(uuid)).toBe(false)
    expect(await store.list(owner)).toEqual([])
  })

  it('keeps a newer version that differs from what the user saw when deleting', async () => {
    const { server, uuid, deps, enqueue, store } = withDashboard()
    await enqueue({
      kind: 'dashboard.delete',
      target: uuid,
      baseVersion: 2,
      base: body('Flows', [fresh()]),
      label: 'Deleted “Flows”',
    })
    await replayQueue(deps)
    expect(server.dashboards.get(uuid)).toMatchObject({ version: 3 })
    expect((await store.list(owner))[0]).toMatchObject({ state: 'conflict' })
  })

  it('keeps a dashboard whose earlier queued edit landed merged with another device, rather than delete it', async () => {
    const { server, uuid, deps, enqueue, store } = withDashboard()
    const mine = fresh()
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('Flows', []),
      payload: body('Flows', [mine]),
      label: 'Added a tile to “Flows”',
    })
    await enqueue({
      kind: 'dashboard.delete',
      target: uuid,
      baseVersion: 3,
      base: body('Flows', [mine]),
      label: 'Deleted “Flows”',
    })
    // Meanwhile another device renamed it: the tile lands merged with that, which the user never saw.
    server.dashboards.set(uuid, { uuid, version: 4, ...body('Exchange flows', []) })
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.get(uuid)).toMatchObject({
      version: 5,
      data: { meta: { name: 'Exchange flows' }, configs: [{ uuid: mine }] },
    })
    expect(await store.list(owner)).toMatchObject([
      {
        kind: 'dashboard.delete',
        state: 'conflict',
        notice: 'Deleted “Flows”: it was changed on another device meanwhile, so it was kept',
      },
    ])
  })
})
