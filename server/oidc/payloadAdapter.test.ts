import { beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createPayloadAdapterClass, deleteExpiredPayloads } from './payloadAdapter'

describeEachDatabase('oidc payload adapter', (target) => {
  let handle: DatabaseHandle
  let now = 1_000_000
  const clock = () => now
  beforeAll(async () => {
    handle = target.open()
    await migrateToLatest(handle)
  })
  const adapter = (model: string) => new (createPayloadAdapterClass(handle.db, clock))(model)

  it('stores, replaces, finds by id, uid and user code, and consumes', async () => {
    const sessions = adapter('Session')
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60)
    await sessions.upsert('s1', { uid: 'u1', accountId: 'b' }, 60)
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'b' })
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'b' })
    // Models are separate namespaces.
    expect(await adapter('Grant').find('s1')).toBeUndefined()

    const codes = adapter('DeviceCode')
    await codes.upsert('d1', { userCode: 'ABCD', grantId: 'g1' }, 60)
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ grantId: 'g1' })
    await codes.consume('d1')
    expect(await codes.find('d1')).toMatchObject({ consumed: Math.floor(now / 1000) })
    await codes.destroy('d1')
    expect(await codes.find('d1')).toBeUndefined()
  })

  it('revokes everything of a grant and forgets what expired', async () => {
    const tokens = adapter('AccessToken')
    const refresh = adapter('RefreshToken')
    await tokens.upsert('t1', { grantId: 'g2' }, 60)
    await refresh.upsert('r1', { grantId: 'g2' }, 600)
    await tokens.upsert('t2', { grantId: 'other' }, 60)
    await tokens.revokeByGrantId('g2')
    expect(await tokens.find('t1')).toBeUndefined()
    expect(await refresh.find('r1')).toBeUndefined()
    expect(await tokens.find('t2')).toEqual({ grantId: 'other' })

    now += 61_000
    expect(await tokens.find('t2')).toBeUndefined()
    await tokens.upsert('t3', {}, 1)
    now += 2_000
    expect(await deleteExpiredPayloads(handle.db, now)).toBeGreaterThan(0)
    expect(await deleteExpiredPayloads(handle.db, now)).toBe(0)
  })
})
