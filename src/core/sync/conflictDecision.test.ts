import { describe, expect, it } from 'vitest'
import { decideConflict, type ConflictChoice } from './conflictDecision'
import { enqueueOperation } from './enqueue'
import { createMemoryOutboxStore } from './memoryOutboxStore'
import type { NewOperation } from './operations'
import { replayQueue } from './replayQueue'
import { dashboardBody as body } from './testing/dashboardBodies'
import { createModelServer } from './testing/modelServer'

/*
 * A save made online from an open tab (`onConflict: 'ask'`) that changed what another device
 * changed meanwhile waits for the user's choice instead of becoming a copy; every other replay
 * keeps the copy rule, and changes that do not overlap still merge silently.
 */

const owner = 'user-1'
let counter = 0
const fresh = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`

function setup({ asks = true, online = true } = {}) {
  const server = createModelServer()
  const store = createMemoryOutboxStore()
  const uuid = fresh()
  server.dashboards.set(uuid, { uuid, version: 3, ...body('Flows', []) })
  const sent: string[] = []
  const network = { online }
  const deps = {
    store,
    owner,
    now: () => 1_000_000,
    ids: { uuid: fresh },
    asks,
    transport: {
      send: async (request: Parameters<typeof server.handle>[0]) => {
        if (!network.online) throw new TypeError('Failed to fetch')
        sent.push(`${request.method} ${request.path}`)
        return server.handle(request)
      },
    },
  }
  const enqueue = (input: Omit<NewOperation, 'owner'>) =>
    enqueueOperation(store, { ...input, owner }, { id: fresh(), idempotencyKey: fresh() }, 0)
  /** The user renamed “Flows” to `name` on version 3 (and, with `tiles`, kept those tiles). */
  const rename = (name: string, tiles: string[] = []) =>
    enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('Flows', []),
      payload: body(name, tiles),
      label: `Renamed “Flows”`,
      onConflict: 'ask',
    })
  /** Another device renamed it meanwhile. */
  const theirRename = () =>
    server.dashboards.set(uuid, { uuid, version: 4, ...body('Their flows', []) })
  const decide = async (choice: ConflictChoice) => {
    const all = await store.list(owner)
    const waiting = all.find((op) => op.state === 'decide')
    if (waiting === undefined) throw new Error('nothing waits for a choice')
    const decision = decideConflict(waiting, choice, all, { uuid: fresh })
    if (decision === undefined) throw new Error('no decision')
    await store.commit(decision.change)
    return decision
  }
  const copies = () => [...server.dashboards.values()].filter((held) => held.uuid !== uuid)
  return { server, store, uuid, deps, sent, network, enqueue, rename, theirRename, decide, copies }
}

describe('a clash saved online from an open tab', () => {
  it('waits for the user’s choice, holding back later edits of the same dashboard only', async () => {
    const { server, store, uuid, deps, sent, enqueue, rename, theirRename, copies } = setup()
    await rename('My flows')
    const tile = fresh()
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('My flows', []),
      payload: body('My flows', [tile]),
      label: 'Added a tile',
    })
    await enqueue({
      kind: 'favorite.add',
      target: 'fav-1',
      payload: { id: 'fav-1' },
      baseVersion: null,
      label: 'Starred',
    })
    theirRename()
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })

    const [waiting, later] = await store.list(owner)
    expect(waiting).toMatchObject({
      state: 'decide',
      status: 412,
      newer: { version: 4, document: { data: { meta: { name: 'Their flows' } } } },
    })
    expect(later).toMatchObject({ state: 'pending', attempts: 0, label: 'Added a tile' })
    // Nothing was copied or overwritten; the favourite (another target) went through.
    expect(server.dashboards.get(uuid)).toMatchObject({ version: 4 })
    expect(copies()).toEqual([])
    expect(server.favorites.has('fav-1')).toBe(true)
    expect(sent.filter((line) => line.startsWith('PUT /v1/dashboards'))).toHaveLength(1)
  })

  it('keep mine: the user’s version is saved over the newer one, and later edits follow it', async () => {
    const { server, store, uuid, deps, enqueue, rename, theirRename, decide, copies } = setup()
    await rename('My flows')
    const tile = fresh()
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('My flows', []),
      payload: body('My flows', [tile]),
      label: 'Added a tile',
    })
    theirRename()
    await replayQueue(deps)
    const { sent } = await decide('mine')
    expect(sent).toMatchObject({ state: 'pending', baseVersion: 4, newer: undefined })
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.get(uuid)).toMatchObject({
      version: 6,
      data: { meta: { name: 'My flows' }, configs: [{ uuid: tile }] },
    })
    expect(copies()).toEqual([])
    expect(await store.list(owner)).toEqual([])
  })

  it('take theirs: the edit is dropped, and a later edit is merged onto their version', async () => {
    const { server, store, uuid, deps, enqueue, rename, theirRename, decide, copies } = setup()
    await rename('My flows')
    const tile = fresh()
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('My flows', []),
      payload: body('My flows', [tile]),
      label: 'Added a tile',
    })
    theirRename()
    await replayQueue(deps)
    expect((await decide('theirs')).sent).toBeUndefined()
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    // Their name stays; the tile added after the rename is added to it.
    expect(server.dashboards.get(uuid)).toMatchObject({
      version: 5,
      data: { meta: { name: 'Their flows' }, configs: [{ uuid: tile }] },
    })
    expect(copies()).toEqual([])
    expect(await store.list(owner)).toEqual([])
  })

  it('take theirs with nothing after it leaves the dashboard as the other device saved it', async () => {
    const { server, store, uuid, deps, rename, theirRename, decide } = setup()
    await rename('My flows')
    theirRename()
    await replayQueue(deps)
    await decide('theirs')
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.get(uuid)).toMatchObject({ version: 4 })
    expect(await store.list(owner)).toEqual([])
  })

  it('keep both: their version stays and the user’s is a copy, landed without a notice', async () => {
    const { server, store, uuid, deps, rename, theirRename, decide, copies } = setup()
    await rename('My flows')
    theirRename()
    await replayQueue(deps)
    const { copyName } = await decide('both')
    expect(copyName).toBe('My flows (offline copy)')
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.get(uuid)).toMatchObject({
      version: 4,
      data: { meta: { name: 'Their flows' } },
    })
    expect(copies()).toMatchObject([{ version: 1, data: { meta: { name: copyName } } }])
    expect(await store.list(owner)).toEqual([])
  })

  it('merges silently when the two changed different things', async () => {
    const { server, store, uuid, deps, theirRename, enqueue } = setup()
    const tile = fresh()
    await enqueue({
      kind: 'dashboard.update',
      target: uuid,
      baseVersion: 3,
      base: body('Flows', []),
      payload: body('Flows', [tile]),
      label: 'Added a tile',
      onConflict: 'ask',
    })
    theirRename()
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(server.dashboards.get(uuid)).toMatchObject({
      version: 5,
      data: { meta: { name: 'Their flows' }, configs: [{ uuid: tile }] },
    })
    expect(await store.list(owner)).toEqual([])
  })
})

describe('the copy rule, kept for replays that cannot ask', () => {
  it('keeps both by itself when the service worker replays it (Background Sync)', async () => {
    const { store, deps, rename, theirRename, copies } = setup({ asks: false })
    await rename('My flows')
    theirRename()
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(copies()).toMatchObject([{ data: { meta: { name: 'My flows (offline copy)' } } }])
    expect(await store.list(owner)).toMatchObject([{ state: 'conflict' }])
  })

  it('keeps both by itself when the edit waited for the connection', async () => {
    const { store, deps, network, rename, theirRename, copies } = setup({ online: false })
    await rename('My flows')
    expect(await replayQueue(deps)).toMatchObject({ kind: 'waiting', offline: true })
    expect((await store.list(owner))[0]).toMatchObject({ onConflict: 'copy', state: 'pending' })
    network.online = true
    theirRename()
    const [held] = await store.list(owner)
    if (held === undefined) throw new Error('the edit is gone')
    await store.commit({ put: [{ ...held, retryAt: null }] })
    expect(await replayQueue(deps)).toEqual({ kind: 'idle' })
    expect(copies()).toMatchObject([{ data: { meta: { name: 'My flows (offline copy)' } } }])
  })
})
