import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase, sqliteFileName, type DatabaseHandle } from './createDatabase'
import { migrateToLatest } from './migrate'

describe('SQLite transactions beside another writer', () => {
  let handle: DatabaseHandle | undefined
  let dataDir: string | undefined
  afterEach(async () => {
    await handle?.close()
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
  })

  // A CLI (`npm run user:plan`, `data:import`) or a second instance writes the same file. In WAL
  // mode a transaction that began by reading cannot then write once another connection has
  // committed since (SQLITE_BUSY_SNAPSHOT, no waiting): the request would answer 500. Taking the
  // write lock when the transaction begins makes the other writer wait its turn instead.
  it('keeps a read-then-write transaction whole while another connection writes', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-sqlite-tx-'))
    handle = createDatabase({ dataDir, databaseUrl: undefined })
    await migrateToLatest(handle)
    const other = new SqliteDatabase(path.join(dataDir, sqliteFileName), { timeout: 50 })
    let otherWrite: 'done' | 'waited' = 'done'

    await handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('settings').selectAll().execute()
      try {
        other.prepare("insert into settings (key, value) values ('other', 'x')").run()
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_BUSY')
        otherWrite = 'waited'
      }
      await trx.insertInto('settings').values({ key: 'ours', value: 'y' }).execute()
    })
    other.close()

    expect(otherWrite).toBe('waited')
    const keys = await handle.db.selectFrom('settings').select('key').execute()
    expect(keys.map((row) => row.key)).toContain('ours')
  })
})
