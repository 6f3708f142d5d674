import { beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { loadSessionSecret } from '../security/sessionSecret'
import { createFeatureFlagsRepository } from './featureFlagsRepository'
import { createSettingsRepository } from './settingsRepository'

// One suite, run against SQLite and PostgreSQL (see testing/databaseTargets.ts).
describeEachDatabase('repositories', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  const settings = () => createSettingsRepository(target.open().db)
  const flags = () => createFeatureFlagsRepository(target.open().db)

  it('reads undefined for a missing setting', async () => {
    expect(await settings().get('missing')).toBeUndefined()
  })

  it('sets and overwrites a setting', async () => {
    const repo = settings()
    await repo.set('greeting', 'hello')
    expect(await repo.get('greeting')).toBe('hello')
    await repo.set('greeting', 'hello again')
    expect(await repo.get('greeting')).toBe('hello again')
  })

  it('getOrCreate stores the first value and keeps it', async () => {
    const repo = settings()
    expect(await repo.getOrCreate('created-once', () => 'first')).toBe('first')
    expect(await repo.getOrCreate('created-once', () => 'second')).toBe('first')
  })

  it('getOrCreate returns one value to 20 concurrent callers on two instances', async () => {
    const [one, two] = [settings(), settings()]
    let created = 0
    const values = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? one : two).getOrCreate('race', () => `value-${++created}`),
      ),
    )
    expect(new Set(values).size).toBe(1)
    expect(await settings().get('race')).toBe(values[0])
  })

  it('shares one session secret between instances', async () => {
    const first = await loadSessionSecret(settings())
    const second = await loadSessionSecret(settings())
    expect(first).toHaveLength(32)
    expect(second.equals(first)).toBe(true)
  })

  it('rejects a malformed stored session secret without printing it', async () => {
    const repo = settings()
    await repo.set('session_secret', 'c2hvcnQ')
    await expect(loadSessionSecret(repo)).rejects.toThrow(/malformed/)
    await expect(loadSessionSecret(repo)).rejects.not.toThrow(/c2hvcnQ/)
  })

  it('lists the default feature flags seeded by migration 0002', async () => {
    const list = await flags().list()
    for (const name of ['ai-chat', 'topic-pages', 'home-second-row']) {
      expect(list).toContainEqual({ name, enabled: true, percentage: null })
    }
    expect(list.map((f) => f.name)).toEqual([...list.map((f) => f.name)].sort())
  })

  it('upserts feature flags with booleans and percentages', async () => {
    const repo = flags()
    await repo.upsert({ name: 'new-charts', enabled: false, percentage: 25 })
    expect(await repo.list()).toContainEqual({ name: 'new-charts', enabled: false, percentage: 25 })
    await repo.upsert({ name: 'new-charts', enabled: true, percentage: null })
    const updated = (await repo.list()).filter((f) => f.name === 'new-charts')
    expect(updated).toEqual([{ name: 'new-charts', enabled: true, percentage: null }])
  })

  it('refuses invalid feature flags', async () => {
    const repo = flags()
    await expect(repo.upsert({ name: 'x', enabled: true, percentage: 101 })).rejects.toThrow(
      RangeError,
    )
    await expect(repo.upsert({ name: 'x', enabled: true, percentage: 1.5 })).rejects.toThrow(
      RangeError,
    )
    await expect(repo.upsert({ name: 'Not Kebab', enabled: true, percentage: 1 })).rejects.toThrow(
      RangeError,
    )
  })
})
