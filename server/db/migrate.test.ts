import { sql, type Kysely } from 'kysely'
import { dbBoolean } from './booleans'
import { expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/databaseTargets'
import { migrateDownToNothing, migrateToLatest, migrations } from './migrate'
import { up as standardForEveryAccount } from './migrations/0009_standard_for_every_account'

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

  it('give accounts created without a product the free Standard plan, and leave others', async () => {
    const handle = target.open()
    await migrateToLatest(handle)
    const user = (uuid: string, email: string, products: string) => ({
      uuid,
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      password_hash: 'x',
      newsletter: dbBoolean(false),
      products,
      created_at: 1,
    })
    await handle.db
      .insertInto('users')
      .values([
        user('00000000-0000-4000-8000-000000000001', 'old@studio.test', '[]'),
        user('00000000-0000-4000-8000-000000000002', 'pro@studio.test', '["professional"]'),
      ])
      .execute()
    await standardForEveryAccount(handle.db as Kysely<unknown>)
    const rows = await handle.db
      .selectFrom('users')
      .select(['email', 'products'])
      .orderBy('email')
      .execute()
    expect(rows).toEqual([
      { email: 'old@studio.test', products: '["standard"]' },
      { email: 'pro@studio.test', products: '["professional"]' },
    ])
  })

  it('enforce the feature flag percentage range in the database too', async () => {
    const handle = target.open()
    await expect(
      sql`insert into feature_flags (name, enabled, percentage) values ('bad', true, 150)`.execute(
        handle.db,
      ),
    ).rejects.toThrow()
  })
})
