import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { createImportedSeriesRepository } from '../repositories/importedSeriesRepository'
import { describeImport, importSeries, readSeriesFile } from './importSeries'

const jan1 = 1_704_067_200
const day = 86_400

describe('importing a file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-import-test-'))
  let database: DatabaseHandle
  const repository = () => createImportedSeriesRepository(database.db)
  const file = (name: string, text: string) => {
    const full = path.join(dir, name)
    writeFileSync(full, text)
    return full
  }
  const args = { path: 'market/imported', asset: 'BTC', interval: '24h' } as const

  beforeAll(async () => {
    database = createDatabase({ dataDir: dir, databaseUrl: undefined })
    await migrateToLatest(database)
  })
  afterAll(async () => {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('imports CSV and JSON files, detected by extension or content, and says what it stored', async () => {
    const points = await readSeriesFile(file('btc.csv', `t,v\n${jan1},1\n${jan1 + day},2\n`))
    const info = await importSeries(args, points, repository())
    expect(describeImport(info)).toBe(
      'Imported 2 points into market/imported (BTC, 24h): 2024-01-01T00:00:00Z to 2024-01-02T00:00:00Z',
    )
    const json = await readSeriesFile(file('eth.data', `[{"t": ${jan1}, "v": 9}]`))
    const one = await importSeries({ ...args, asset: 'ETH' }, json, repository())
    expect(describeImport(one)).toMatch(/^Imported 1 point into market\/imported \(ETH, 24h\)/)
  })

  it('replaces an earlier import of the same series', async () => {
    const first = await readSeriesFile(file('first.csv', `t,v\n${jan1},1\n${jan1 + day},2\n`))
    await importSeries({ ...args, path: 'market/replaced' }, first, repository())
    const second = await readSeriesFile(file('second.csv', `t,v\n${jan1 + 5 * day},7\n`))
    await importSeries({ ...args, path: 'market/replaced' }, second, repository())
    const stored = await repository().read({ ...args, path: 'market/replaced', resolution: '24h' })
    expect(Array.from(stored?.t ?? [])).toEqual([jan1 + 5 * day])
    expect(Array.from(stored?.v ?? [])).toEqual([7])
  })

  it('names the file and the line of a problem', async () => {
    await expect(readSeriesFile(file('bad.csv', `t,v\n${jan1},1\n${jan1},2\n`))).rejects.toThrow(
      'bad.csv line 3: timestamp 2024-01-01T00:00:00Z duplicates line 2',
    )
    await expect(readSeriesFile(file('bad.json', '[{"t": 1}]'))).rejects.toThrow(
      'bad.json item 0: missing v',
    )
    await expect(readSeriesFile(path.join(dir, 'missing.csv'))).rejects.toThrow(
      'missing.csv: no such file',
    )
  })
})
