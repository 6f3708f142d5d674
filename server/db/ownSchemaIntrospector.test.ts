import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { expect, it } from 'vitest'
import { describeEachDatabase, testDatabaseUrl } from '../testing/databaseTargets'
import { migrateToLatest } from './migrate'

describeEachDatabase('introspection of the own schema', (target) => {
  it.runIf(target.dialect === 'postgres')(
    'lists our tables while another session drops a schema of the same database',
    async () => {
      const handle = target.open()
      await migrateToLatest(handle)
      const admin = new pg.Client({ connectionString: testDatabaseUrl })
      await admin.connect()
      const doomed = `studio_test_${process.pid}_${randomBytes(4).toString('hex')}_doomed`
      try {
        await admin.query(`create schema "${doomed}"`)
        await admin.query(`create table "${doomed}".t (id serial primary key)`)
        // The race of a test run (every suite drops its schema when it ends), made certain: the
        // snapshot, taken by the first query, still holds the schema; the catalog no longer does.
        const tables = await handle.db
          .transaction()
          .setIsolationLevel('repeatable read')
          .execute(async (trx) => {
            await sql`select 1`.execute(trx)
            await admin.query(`drop schema "${doomed}" cascade`)
            return trx.introspection.getTables({ withInternalKyselyTables: true })
          })

        const own = await sql<{ schema: string; table: string }>`
          select schemaname as schema, tablename as table from pg_catalog.pg_tables
          where schemaname = current_schema() order by tablename`.execute(handle.db)
        expect(tables.map((table) => [table.schema, table.name])).toEqual(
          own.rows.map((row) => [row.schema, row.table]),
        )
        expect(tables.map((table) => table.name)).toContain('kysely_migration')
        const changes = tables.find((table) => table.name === 'search_changes')
        expect(changes?.columns.map((column) => [column.name, column.isAutoIncrementing])).toEqual([
          ['id', true],
          ['kind', false],
          ['uuid', false],
        ])
      } finally {
        await admin.query(`drop schema if exists "${doomed}" cascade`)
        await admin.end()
      }
    },
  )
})
