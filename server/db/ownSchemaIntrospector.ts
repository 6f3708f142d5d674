import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely'

/**
 * PostgreSQL's dialect whose introspection reads the connection's own schema only (the first of
 * its search_path, where the migrations create their tables). Kysely's introspector lists every
 * table of every schema in the database and resolves each schema by name while it reads them
 * (`has_schema_privilege(name)`, `pg_get_serial_sequence(name)`): a schema that another session
 * drops after the query's snapshot was taken is still in the rows but no longer found by name,
 * and the query fails with 3F000, "schema … does not exist". Kysely's migrator introspects on
 * every start, so a server starting while another application on the same database (or another
 * test suite, each in a schema of its own) drops a schema failed to start.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db)
  }
}

interface ColumnRow {
  column: string
  not_null: boolean
  has_default: boolean
  table: string
  table_type: string
  schema: string
  type: string
  type_schema: string
  column_description: string | null
  auto_incrementing: string | null
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>

  constructor(db: Kysely<unknown>) {
    this.#db = db
  }

  /** Reads pg_namespace rows only, which never looks a name up: as Kysely's. */
  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.#db).getSchemas()
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const kyselyTables = options.withInternalKyselyTables
      ? sql``
      : sql`and c.relname not in (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE})`
    // Kysely's query, narrowed to current_schema() before anything is looked up by name: the
    // select list (pg_get_serial_sequence) is computed for the rows that pass, ours only.
    const { rows } = await sql<ColumnRow>`
      select a.attname as "column", a.attnotnull as not_null, a.atthasdef as has_default,
        c.relname as "table", c.relkind as table_type, ns.nspname as "schema",
        typ.typname as "type", dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
          as auto_incrementing
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0
        and not a.attisdropped
        ${kyselyTables}
      order by c.relname, a.attnum`.execute(this.#db)
    return tablesOf(rows)
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) }
  }
}

function tablesOf(rows: readonly ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>()
  for (const row of rows) {
    let table = tables.get(row.table)
    if (table === undefined) {
      table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] }
      tables.set(row.table, table)
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isAutoIncrementing: row.auto_incrementing !== null,
      isNullable: !row.not_null,
      hasDefaultValue: row.has_default,
      ...(row.column_description === null ? {} : { comment: row.column_description }),
    })
  }
  return [...tables.values()]
}
