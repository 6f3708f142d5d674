import { PostgresAdapter, sql, type Kysely } from 'kysely'

// The search index's change log (server/search/searchService.ts, docs/search.md): every insert,
// update and delete of a dashboard or saved chart adds a row, by trigger, in the same
// transaction as the write (so account deletions' cascades too). Each instance polls the rows
// after the last it saw and reloads those documents into its in-memory index.

const tables = [
  { table: 'dashboards', kind: 'dashboard' },
  { table: 'udm_charts', kind: 'workbench' },
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('search_changes')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('uuid', 'varchar(36)', (col) => col.notNull())
    .execute()

  if (postgres) {
    await sql`
      create function search_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          insert into search_changes (kind, uuid) values (tg_argv[0], old.uuid);
        else
          insert into search_changes (kind, uuid) values (tg_argv[0], new.uuid);
        end if;
        return null;
      end $$`.execute(db)
    for (const { table, kind } of tables) {
      await sql`
        create trigger ${sql.raw(`${table}_search_change`)}
          after insert or update or delete on ${sql.table(table)}
          for each row execute function search_change(${sql.lit(kind)})`.execute(db)
    }
    return
  }
  for (const { table, kind } of tables) {
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`
        create trigger ${sql.raw(`${table}_search_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            insert into search_changes (kind, uuid) values (${sql.lit(kind)}, ${sql.raw(row)}.uuid);
          end`.execute(db)
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  for (const { table } of tables) {
    if (postgres) {
      await sql`drop trigger ${sql.raw(`${table}_search_change`)} on ${sql.table(table)}`.execute(
        db,
      )
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger ${sql.raw(`${table}_search_${event}`)}`.execute(db)
      }
    }
  }
  if (postgres) await sql`drop function search_change()`.execute(db)
  await db.schema.dropTable('search_changes').execute()
}
