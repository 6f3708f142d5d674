import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '../testing/databaseTargets'
import type { DatabaseHandle } from './createDatabase'
import { migrateToLatest } from './migrate'
import { isUniqueViolation } from './uniqueViolation'

describeEachDatabase('isUniqueViolation', (target) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = target.open()
    await migrateToLatest(database)
  })
  afterAll(async () => database.close())

  const failureOf = async (write: () => Promise<unknown>) => {
    try {
      await write()
    } catch (error) {
      return error
    }
    throw new Error('the write succeeded')
  }

  it('knows a duplicate key from the database’s other refusals', async () => {
    const key = `unique-violation-${target.dialect}-${Date.now()}`
    const insert = () => database.db.insertInto('settings').values({ key, value: 'one' }).execute()
    await insert()
    expect(isUniqueViolation(await failureOf(insert))).toBe(true)

    // A missing column value is a constraint too, but not a duplicate.
    const notNull = await failureOf(() =>
      database.db
        .insertInto('settings')
        .values({ key: `${key}-null`, value: null as unknown as string })
        .execute(),
    )
    expect(isUniqueViolation(notNull)).toBe(false)
    expect(isUniqueViolation(new Error('duplicate key'))).toBe(false)
    expect(isUniqueViolation(undefined)).toBe(false)
  })
})
