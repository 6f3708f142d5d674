import { expect } from 'vitest'
import type { Operation } from '../operations'
import type { SyncModelClient } from './syncModelClient'

/*
 * What must hold once the network is back and the queue has drained (outbox.model.test.ts):
 * nothing pending; every operation applied at most once, in the order made per target; every
 * operation either applied, or kept in the list with a notice; and the content the user made is
 * on the server (in the dashboard, or in its "(offline copy)" with a notice), beside what the
 * other device made.
 */
export async function checkSyncInvariants(client: SyncModelClient): Promise<void> {
  const kept = await client.store.list('user-1')
  expect(kept.filter((op) => op.state === 'pending')).toEqual([])

  const opOfKey = new Map<string, string>()
  for (const [id, keys] of client.keysOf) for (const key of keys) opOfKey.set(key, id)
  const appliedIds = client.server.applied.map((write) => opOfKey.get(write.key ?? ''))
  expect(appliedIds).not.toContain(undefined)

  // Exactly once.
  const counts = new Map<string, number>()
  for (const id of appliedIds) if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1)
  for (const [id, count] of counts) expect(count, `operation ${id} applied ${count} times`).toBe(1)

  // In order, per the target the user edited.
  const index = new Map(client.made.map((op, at) => [op.id, at]))
  const madeById = new Map(client.made.map((op) => [op.id, op]))
  const lastPerTarget = new Map<string, number>()
  for (const id of appliedIds) {
    const op = madeById.get(id ?? '')
    const at = index.get(id ?? '')
    if (op === undefined || at === undefined) throw new Error(`applied ${id} was never made`)
    expect(at, `${op.kind} on ${op.target} applied out of order`).toBeGreaterThan(
      lastPerTarget.get(op.target) ?? -1,
    )
    lastPerTarget.set(op.target, at)
  }

  // Nothing lost without a notice.
  const keptById = new Map(kept.map((op) => [op.id, op]))
  for (const op of client.made) {
    const held = keptById.get(op.id)
    if (held !== undefined) {
      expect(held.notice, `${op.kind} kept without a notice`).not.toBeNull()
      continue
    }
    if (counts.has(op.id)) continue
    // Only a delete of what is already gone may leave without being applied.
    expect(op.kind, `${op.kind} on ${op.target} vanished`).toBe('dashboard.delete')
    expect(client.server.dashboards.has(op.target)).toBe(false)
  }

  checkContent(client, kept, madeById)
}

function checkContent(
  client: SyncModelClient,
  kept: Operation[],
  madeById: Map<string, Operation>,
): void {
  const noticed = new Set(
    kept.filter((op) => op.notice !== null).map((op) => madeById.get(op.id)?.target),
  )
  const allTiles = new Set(
    [...client.server.dashboards.values()].flatMap((doc) => doc.data.configs.map((c) => c.uuid)),
  )
  for (const doc of client.view.values()) {
    const held = client.server.dashboards.get(doc.uuid)
    if (doc.deletedByUser) {
      if (!noticed.has(doc.uuid)) expect(held, `deleted ${doc.uuid} still there`).toBeUndefined()
      continue
    }
    for (const tile of client.userTiles.get(doc.uuid) ?? []) {
      expect(allTiles.has(tile), `the user's tile ${tile} is lost`).toBe(true)
    }
    if (!noticed.has(doc.uuid)) {
      if (held === undefined) throw new Error(`dashboard ${doc.uuid} is lost`)
      const tiles = new Set(held.data.configs.map((config) => config.uuid))
      for (const tile of client.userTiles.get(doc.uuid) ?? []) expect(tiles.has(tile)).toBe(true)
      if (!client.deviceRenamed.has(doc.uuid)) {
        expect(held.data.meta.name).toBe(doc.body.data.meta.name)
      }
    }
    if (held !== undefined) {
      const tiles = new Set(held.data.configs.map((config) => config.uuid))
      for (const tile of client.deviceTiles.get(doc.uuid) ?? []) {
        expect(tiles.has(tile), `the other device's tile ${tile} is lost`).toBe(true)
      }
    }
  }
  for (const [id, on] of client.favoriteIntent) {
    expect(client.server.favorites.has(id), `favourite ${id}`).toBe(on)
  }
}
