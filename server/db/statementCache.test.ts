import SqliteDatabase from 'better-sqlite3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withStatementCache } from './statementCache'

describe('the SQLite statement cache', () => {
  const connection = new SqliteDatabase(':memory:')
  connection.exec('create table t (id integer primary key, name text)')
  afterEach(() => vi.restoreAllMocks())

  it('prepares each SQL text once and runs it with new parameters each time', () => {
    const prepare = vi.spyOn(connection, 'prepare')
    const database = withStatementCache(connection)
    const insert = 'insert into t (name) values (?)'
    database.prepare(insert).run(['a'])
    database.prepare(insert).run(['b'])
    const select = 'select name from t where name = ?'
    expect(database.prepare(select).all(['a'])).toEqual([{ name: 'a' }])
    expect(database.prepare(select).all(['b'])).toEqual([{ name: 'b' }])
    expect(database.prepare(select).reader).toBe(true)
    expect(database.prepare(insert).reader).toBe(false)
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual([insert, select])
  })

  it('gives each iteration a statement of its own, so an unfinished one blocks nothing', () => {
    const database = withStatementCache(connection)
    const select = 'select name from t order by name'
    const first = database.prepare(select).iterate([])
    expect(first.next().value).toEqual({ name: 'a' })
    // better-sqlite3 refuses to reuse a statement whose iterator is still open.
    expect(database.prepare(select).all([])).toEqual([{ name: 'a' }, { name: 'b' }])
    expect([...database.prepare(select).iterate([])]).toHaveLength(2)
    first.return?.()
  })

  it('drops the least recently prepared text past its size', () => {
    const prepare = vi.spyOn(connection, 'prepare')
    const database = withStatementCache(connection, 2)
    const texts = ['select 1', 'select 2', 'select 3']
    for (const sql of texts) database.prepare(sql).all([])
    database.prepare('select 3').all([])
    database.prepare('select 1').all([])
    expect(prepare.mock.calls.map(([sql]) => sql)).toEqual([...texts, 'select 1'])
  })
})
