import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/databaseTargets'
import { migrateDownToNothing, migrateToLatest, migrations } from './migrate'

describeEachDatabase('migrations', (target) => {
  const names = Object.keys(migrations)

  it('are named NNNN_description and listed in order', () => {
    expect(names.every((name) => /^\d{4}_[a-z0-9_]+$/.test(name))).toBe(true)
    expect(names).toEqual([...names].sort())
  })

  it('apply once, then are a no-op', async () => {
    const handle = target.open()
    expect(await migrateToLatest(handle)).toEqual(names)
    expect(await migrateToLatest(handle)).toEqual([])
  })

  it('roll back completely and apply again', async () => {
    const handle = target.open()
    await migrateDownToNothing(handle)
    await expect(sql`select count(*) from feature_flags`.execute(handle.db)).rejects.toThrow()
    expect(await migrateToLatest(handle)).toEqual(names)
  })

  it.runIf(target.dialect === 'postgres')(
    'tolerate several instances migrating at once',
    async () => {
      const [first, ...others] = [target.open(), target.open(), target.open()]
      await migrateDownToNothing(first)
      const handles = [first, ...others]
      const applied = await Promise.all(handles.map((h) => migrateToLatest(h)))
      expect(applied.flat().sort()).toEqual([...names].sort())
    },
  )

  it('enforce the feature flag percentage range in the database too', async () => {
    const handle = target.open()
    await expect(
      sql`insert into feature_flags (name, enabled, percentage) values ('bad', true, 150)`.execute(
        handle.db,
      ),
    ).rejects.toThrow()
  })
})
