import fc from 'fast-check'
import { describe, it } from 'vitest'
import { propertyRuns } from '../testing/propertyRuns'
import { createModelServer, type ModelDashboard } from './testing/modelServer'
import {
  createSyncModelClient,
  type Fault,
  type SyncModelClient,
  type ViewDashboard,
} from './testing/syncModelClient'
import { checkSyncInvariants } from './testing/syncInvariants'

/*
 * The outbox against a model server (fc.commands): random edits by the user, the network going
 * and coming, answers lost, requests delivered twice or late, tabs closed mid-request, and a
 * second device changing the same dashboards. After the network is back and the queue drained,
 * every edit was applied exactly once, in order, or reported (a conflict copy, a refusal), and
 * nothing is lost without a notice. SYNC_MODEL_RUNS=10000 runs that many sequences.
 */

type Model = Record<string, never>
type Real = SyncModelClient
type Command = fc.AsyncCommand<Model, Real>

const liveDashboards = (client: Real) => [...client.view.values()].filter((d) => !d.deletedByUser)
const pick = <T>(items: T[], index: number): T | undefined =>
  items[index % Math.max(1, items.length)]

function tile(uuid: string, y: number) {
  return {
    config: { uuid, configType: 'markdown', meta: { content: `tile ${uuid}` }, extra: {} },
    layout: { i: uuid, x: 0, y, w: 6, h: 6, minW: 3, minH: 2, maxH: 100, isResizable: true },
  }
}

function withTile(body: ViewDashboard['body'], uuid: string): ViewDashboard['body'] {
  const added = tile(uuid, body.data.layouts.length * 6)
  return {
    ...body,
    data: {
      ...body.data,
      configs: [...body.data.configs, added.config],
      layouts: [...body.data.layouts, added.layout],
    },
  }
}

const command = (name: string, run: (real: Real) => Promise<void>): Command => ({
  check: () => true,
  run: (_model, real) => run(real),
  toString: () => name,
})

const createDashboard = fc.constant(
  command('createDashboard', async (client) => {
    const uuid = client.fresh('d')
    const body = {
      categoryUuid: 'uncategorized',
      data: {
        configs: [],
        layouts: [],
        meta: { name: `Board ${uuid.slice(-4)}`, asset: null, slug: null },
      },
    } as ViewDashboard['body']
    client.view.set(uuid, { uuid, version: null, body, deletedByUser: false })
    client.userTiles.set(uuid, new Set())
    await client.enqueue({
      kind: 'dashboard.create',
      target: uuid,
      payload: { clientUuid: uuid, ...body },
      baseVersion: null,
      label: 'Created a dashboard',
    })
  }),
)

async function editDashboard(
  client: Real,
  index: number,
  edit: (doc: ViewDashboard) => ViewDashboard['body'],
  label: string,
) {
  const doc = pick(liveDashboards(client), index)
  if (doc === undefined) return
  const body = edit(doc)
  await client.enqueue({
    kind: 'dashboard.update',
    target: doc.uuid,
    payload: body,
    baseVersion: doc.version,
    base: doc.body,
    label,
  })
  doc.body = body
}

const renameDashboard = fc.nat().map((index) =>
  command(`rename(${index})`, (client) =>
    editDashboard(
      client,
      index,
      (doc) => ({
        ...doc.body,
        data: {
          ...doc.body.data,
          meta: { ...doc.body.data.meta, name: `Name ${client.fresh('n').slice(-4)}` },
        },
      }),
      'Renamed a dashboard',
    ),
  ),
)

const addTile = fc.nat().map((index) =>
  command(`addTile(${index})`, (client) =>
    editDashboard(
      client,
      index,
      (doc) => {
        const uuid = client.fresh('e')
        client.userTiles.get(doc.uuid)?.add(uuid)
        return withTile(doc.body, uuid)
      },
      'Added a tile',
    ),
  ),
)

const deleteDashboard = fc.nat().map((index) =>
  command(`delete(${index})`, async (client) => {
    const doc = pick(liveDashboards(client), index)
    if (doc === undefined) return
    doc.deletedByUser = true
    await client.enqueue({
      kind: 'dashboard.delete',
      target: doc.uuid,
      baseVersion: doc.version,
      base: doc.body,
      label: 'Deleted a dashboard',
    })
  }),
)

const favoriteIds = ['fav-a', 'fav-b', 'fav-c'] as const
const star = fc.tuple(fc.constantFrom(...favoriteIds), fc.boolean()).map(([id, on]) =>
  command(`${on ? 'star' : 'unstar'}(${id})`, async (client) => {
    client.favoriteIntent.set(id, on)
    await client.enqueue(
      on
        ? {
            kind: 'favorite.add',
            target: id,
            payload: {
              id,
              configType: 'metric',
              meta: { asset: 'BTC', metricCode: 'price' },
              extra: { name: id },
            },
            baseVersion: null,
            label: 'Starred',
          }
        : { kind: 'favorite.remove', target: id, baseVersion: null, label: 'Unstarred' },
    )
  }),
)

const network = fc
  .boolean()
  .map((online) =>
    command(online ? 'online' : 'offline', async (client) => void client.setOnline(online)),
  )

const replay = fc
  .constantFrom<Fault>('none', 'none', 'none', 'lostAnswer', 'duplicate', 'delay', 'crash')
  .map((fault) =>
    command(`replay(${fault})`, async (client) => {
      client.setFault(fault)
      await client.step()
      client.setFault('none')
    }),
  )

const time = fc.constant(command('advance', async (client) => void client.advance(180_000)))
const late = fc.nat().map((index) =>
  command(`late(${index})`, async (client) => {
    client.deliverDelayed()
    client.redeliverOld(index)
  }),
)
const refresh = fc.constant(command('refresh', (client) => client.refresh()))

/** The second device: renames, or adds its own tile to, a dashboard the server holds. */
const otherDevice = fc.tuple(fc.nat(), fc.boolean()).map(([index, rename]) =>
  command(`otherDevice(${index}, ${rename ? 'rename' : 'tile'})`, async (client) => {
    const held = pick([...client.server.dashboards.values()], index)
    if (held === undefined) return
    let data: ModelDashboard['data']
    if (rename) {
      client.deviceRenamed.add(held.uuid)
      data = {
        ...held.data,
        meta: { ...held.data.meta, name: `Theirs ${client.fresh('t').slice(-4)}` },
      }
    } else {
      const uuid = client.fresh('f')
      client.deviceTiles.set(held.uuid, (client.deviceTiles.get(held.uuid) ?? new Set()).add(uuid))
      data = withTile({ categoryUuid: held.categoryUuid, data: held.data }, uuid).data
    }
    client.server.dashboards.set(held.uuid, { ...held, version: held.version + 1, data })
  }),
)

async function drain(client: Real) {
  client.setOnline(true)
  for (let round = 0; round < 2_000; round++) {
    client.advance(180_000)
    const outcome = await client.step()
    if (outcome !== 'crashed' && outcome.kind === 'idle') break
    client.deliverDelayed()
  }
  await client.refresh()
}

const runs = Number(process.env.SYNC_MODEL_RUNS ?? propertyRuns(300))

describe('the outbox against a model server', () => {
  it(
    'applies every edit once and in order, or reports it, whatever the network does',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands(
            [
              createDashboard,
              renameDashboard,
              addTile,
              deleteDashboard,
              star,
              network,
              replay,
              time,
              late,
              refresh,
              otherDevice,
            ],
            { maxCommands: 60, size: 'max' },
          ),
          async (commands) => {
            const client = createSyncModelClient(createModelServer())
            await fc.asyncModelRun(() => ({ model: {}, real: client }), commands)
            await drain(client)
            await checkSyncInvariants(client)
          },
        ),
        { numRuns: runs },
      )
    },
    Math.max(60_000, runs * 200),
  )
})
