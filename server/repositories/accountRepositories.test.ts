import { beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { apiKeyPlanLookup } from '../auth/apiKeyPlans'
import { hashToken } from '../security/tokens'
import { createApiKeysRepository, lastUsedResolutionMs } from './apiKeysRepository'
import { createEmailVerificationsRepository } from './emailVerificationsRepository'
import { createSessionsRepository } from './sessionsRepository'
import { createUsersRepository, type NewUser } from './usersRepository'

const day = 86_400_000
const now = Date.UTC(2024, 2, 1)

describeEachDatabase('account repositories', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  const repos = () => {
    const { db } = target.open()
    return {
      users: createUsersRepository(db, { clock: () => now }),
      sessions: createSessionsRepository(db),
      keys: createApiKeysRepository(db),
      verifications: createEmailVerificationsRepository(db),
    }
  }
  let counter = 0
  const newUser = (overrides: Partial<NewUser> = {}): NewUser => ({
    email: `user${++counter}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: 'scrypt$hash',
    newsletter: true,
    referral: null,
    ...overrides,
  })

  it('creates a user with defaults and finds it by uuid and by email in any case', async () => {
    const { users } = repos()
    const created = await users.create(newUser({ email: 'Mixed.Case@Example.com' }))
    expect(created).toMatchObject({
      email: 'mixed.case@example.com',
      firstName: 'Ada',
      emailVerifiedAt: null,
      newsletter: true,
      products: ['standard'],
      addons: [],
      trialAvailable: true,
      trialExpiry: null,
      allowDownloads: false,
      createdAt: now,
    })
    expect(await users.findByEmail('MIXED.case@example.COM')).toEqual(created)
    expect(await users.findByUuid(created?.uuid ?? '')).toEqual(created)
  })

  it('refuses a second account for the same email, whatever its case', async () => {
    const { users } = repos()
    expect(await users.create(newUser({ email: 'taken@example.com' }))).toBeDefined()
    expect(await users.create(newUser({ email: 'TAKEN@example.com' }))).toBeUndefined()
  })

  it('updates names, entitlements and verification', async () => {
    const { users } = repos()
    const user = await users.create(newUser())
    const uuid = user?.uuid ?? ''
    await users.updateNames(uuid, { lastName: 'Byron' })
    await users.setEntitlements(uuid, {
      products: ['advanced', 'standard'],
      addons: [{ type: 'API_LIMIT', limit: 5000 }],
      allowDownloads: true,
      trialAvailable: false,
      trialExpiry: now + day,
    })
    await users.markEmailVerified(uuid, now + 1)
    await users.markEmailVerified(uuid, now + 2)
    expect(await users.findByUuid(uuid)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      products: ['advanced', 'standard'],
      addons: [{ type: 'API_LIMIT', limit: 5000 }],
      allowDownloads: true,
      trialAvailable: false,
      trialExpiry: now + day,
      emailVerifiedAt: now + 1,
    })
  })

  it('consumes a verification token once, and never an expired one', async () => {
    const { users, verifications } = repos()
    const uuid = (await users.create(newUser()))?.uuid ?? ''
    await verifications.add(uuid, 'a'.repeat(64), now + day)
    await verifications.add(uuid, 'b'.repeat(64), now + day)
    expect(await verifications.consume('a'.repeat(64), now)).toBe(uuid)
    expect(await verifications.consume('a'.repeat(64), now)).toBeUndefined()
    // Using one link retires the others.
    expect(await verifications.consume('b'.repeat(64), now)).toBeUndefined()
    await verifications.add(uuid, 'c'.repeat(64), now + day)
    expect(await verifications.consume('c'.repeat(64), now + day)).toBeUndefined()
  })

  it('finds live sessions with their user, slides and deletes them', async () => {
    const { users, sessions } = repos()
    const user = await users.create(newUser())
    const userUuid = user?.uuid ?? ''
    const session = { idHash: 's1'.repeat(32), userUuid, createdAt: now, lastSeenAt: now }
    await sessions.create({ ...session, expiresAt: now + day })
    expect(await sessions.find(session.idHash, now)).toEqual({
      session: { ...session, expiresAt: now + day },
      user,
    })
    expect(await sessions.find(session.idHash, now + day)).toBeUndefined()
    await sessions.touch(session.idHash, now + day - 1, now + 3 * day)
    expect((await sessions.find(session.idHash, now + 2 * day))?.session.lastSeenAt).toBe(
      now + day - 1,
    )
    expect(await sessions.deleteExpired(now + 3 * day)).toBeGreaterThanOrEqual(1)
    expect(await sessions.find(session.idHash, now)).toBeUndefined()
  })

  it('tells which of many sessions are live', async () => {
    const { users, sessions } = repos()
    const userUuid = (await users.create(newUser()))?.uuid ?? ''
    const base = { userUuid, createdAt: now, lastSeenAt: now }
    await sessions.create({ ...base, idHash: 'v1'.repeat(32), expiresAt: now + day })
    await sessions.create({ ...base, idHash: 'v2'.repeat(32), expiresAt: now + 10 })
    // More than one statement's worth: the unknown ones are sessions that ended.
    const unknown = Array.from({ length: 600 }, (_, k) => k.toString(16).padStart(64, '0'))
    const asked = ['v1'.repeat(32), 'v2'.repeat(32), ...unknown, 'v3'.repeat(32)]
    expect(await sessions.liveAmong(asked, now)).toEqual(
      new Set(['v1'.repeat(32), 'v2'.repeat(32)]),
    )
    expect(await sessions.liveAmong(asked, now + 10)).toEqual(new Set(['v1'.repeat(32)]))
    expect(await sessions.liveAmong([], now)).toEqual(new Set())
  })

  it('ends sessions by their link: the one deleted tells its link, a grant ends all of its', async () => {
    const { users, sessions } = repos()
    const userUuid = (await users.create(newUser()))?.uuid ?? ''
    const base = { userUuid, createdAt: now, lastSeenAt: now, expiresAt: now + day }
    const link = { grantId: 'grant-1', sealedToken: null }
    await sessions.create({ ...base, idHash: 'l1'.repeat(32), link })
    await sessions.create({ ...base, idHash: 'l2'.repeat(32), link })
    await sessions.create({
      ...base,
      idHash: 'l3'.repeat(32),
      link: { grantId: null, sealedToken: 'v1.x' },
    })
    await sessions.create({ ...base, idHash: 'l4'.repeat(32) })
    expect(await sessions.delete('l1'.repeat(32))).toEqual({ ...link, userUuid })
    // A second logout of the same session (another tab, another instance) finds nothing.
    expect(await sessions.delete('l1'.repeat(32))).toBeUndefined()
    expect(await sessions.delete('l3'.repeat(32))).toEqual({
      userUuid,
      grantId: null,
      sealedToken: 'v1.x',
    })
    expect(await sessions.deleteLinkedTo('grant-1')).toEqual([userUuid])
    expect(await sessions.deleteLinkedTo('grant-1')).toEqual([])
    expect(await sessions.find('l2'.repeat(32), now)).toBeUndefined()
    expect(await sessions.find('l4'.repeat(32), now)).toBeDefined()
    expect(await sessions.delete('l4'.repeat(32))).toEqual({
      userUuid,
      grantId: null,
      sealedToken: null,
    })
  })

  it('retires a replaced session by a time, never extending it', async () => {
    const { users, sessions } = repos()
    const userUuid = (await users.create(newUser()))?.uuid ?? ''
    const base = { userUuid, createdAt: now, lastSeenAt: now }
    await sessions.create({ ...base, idHash: 'r1'.repeat(32), expiresAt: now + day })
    await sessions.create({ ...base, idHash: 'r2'.repeat(32), expiresAt: now + 10 })
    await sessions.retire('r1'.repeat(32), now + 60_000)
    await sessions.retire('r2'.repeat(32), now + 60_000)
    expect((await sessions.find('r1'.repeat(32), now))?.session.expiresAt).toBe(now + 60_000)
    expect((await sessions.find('r2'.repeat(32), now))?.session.expiresAt).toBe(now + 10)
    expect(await sessions.find('r1'.repeat(32), now + 60_000)).toBeUndefined()
  })

  it('keeps one API key per user: generating replaces, and the old key finds nobody', async () => {
    const { users, keys } = repos()
    const user = await users.create(newUser())
    const userUuid = user?.uuid ?? ''
    await keys.replace(userUuid, 'k1'.repeat(32), now)
    expect((await keys.findUser('k1'.repeat(32), now + 1))?.uuid).toBe(userUuid)
    expect(await keys.describe(userUuid)).toEqual({ createdAt: now, lastUsedAt: now + 1 })
    await keys.replace(userUuid, 'k2'.repeat(32), now + 5)
    expect(await keys.findUser('k1'.repeat(32), now + 6)).toBeUndefined()
    expect((await keys.findUser('k2'.repeat(32), now + 6))?.uuid).toBe(userUuid)
  })

  it('resolves a key to its plan afresh on every call, noting its use at most once a minute', async () => {
    const { users, keys } = repos()
    const userUuid = (await users.create(newUser()))?.uuid ?? ''
    let clock = now
    const lookup = apiKeyPlanLookup(keys, () => clock)
    await keys.replace(userUuid, hashToken('first-key'), now)
    expect(await lookup('first-key')).toBe('standard')
    expect((await keys.describe(userUuid))?.lastUsedAt).toBe(now)
    clock = now + lastUsedResolutionMs
    expect(await lookup('first-key')).toBe('standard')
    expect((await keys.describe(userUuid))?.lastUsedAt).toBe(now)
    clock = now + lastUsedResolutionMs + 1
    expect(await lookup('first-key')).toBe('standard')
    expect((await keys.describe(userUuid))?.lastUsedAt).toBe(clock)
    // A plan change and a replaced key count at the next call, with nothing to expire.
    await users.setEntitlements(userUuid, {
      products: ['professional'],
      addons: [],
      allowDownloads: false,
      trialAvailable: false,
      trialExpiry: null,
    })
    expect(await lookup('first-key')).toBe('professional')
    await keys.replace(userUuid, hashToken('second-key'), clock)
    expect(await lookup('first-key')).toBeUndefined()
    expect(await lookup('second-key')).toBe('professional')
    expect(await keys.findOwner(hashToken('second-key'))).toEqual({
      userUuid,
      products: ['professional'],
      lastUsedAt: clock,
    })
  })

  it('deletes a user with its tokens, sessions and key', async () => {
    const { users, sessions, keys, verifications } = repos()
    const userUuid = (await users.create(newUser()))?.uuid ?? ''
    await verifications.add(userUuid, 'd'.repeat(64), now + day)
    await sessions.create({
      idHash: 's2'.repeat(32),
      userUuid,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + day,
    })
    await keys.replace(userUuid, 'k3'.repeat(32), now)
    await users.delete(userUuid)
    expect(await users.findByUuid(userUuid)).toBeUndefined()
    expect(await sessions.find('s2'.repeat(32), now)).toBeUndefined()
    expect(await keys.describe(userUuid)).toBeUndefined()
    expect(await verifications.consume('d'.repeat(64), now)).toBeUndefined()
  })
})
