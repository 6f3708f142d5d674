import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/createDatabase'
import { createImportedSeriesRepository } from '../repositories/importedSeriesRepository'

const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-cli-import-'))
const dataDir = path.join(dir, 'data')
const jan1 = 1_704_067_200
const day = 86_400

// The real entry point, as `npm run data:import` starts it, on a temp DATA_DIR.
function dataImport(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/dataImport.ts', ...args],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  )
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

function file(name: string, text: string): string {
  const full = path.join(dir, name)
  writeFileSync(full, text)
  return full
}

async function stored() {
  const database = createDatabase({ dataDir, databaseUrl: undefined })
  try {
    const key = { path: 'market/cli_test', asset: 'BTC', resolution: '24h' } as const
    const points = await createImportedSeriesRepository(database.db).read(key)
    return Array.from(points?.v ?? [])
  } finally {
    await database.close()
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Each case starts node with tsx, which takes seconds on a busy machine.
describe('npm run data:import', { timeout: 60_000 }, () => {
  const args = ['--path', 'market/cli_test', '--asset', 'btc']

  it('refuses a bad file with exit code 1 before creating the database', () => {
    const result = dataImport(file('bad.csv', `t,v\n${jan1},x\n`), ...args)
    expect(result.code).toBe(1)
    expect(result.stderr).toBe('Import failed: bad.csv line 2: value "x" is not a number\n')
    expect(existsSync(dataDir)).toBe(false)
  })

  it('imports a file, and keeps it whole when a later file is bad', async () => {
    const good = dataImport(file('good.csv', `t,v\n${jan1},1\n${jan1 + day},2\n`), ...args)
    expect(good).toMatchObject({ code: 0, stderr: '' })
    expect(good.stdout).toBe(
      'Imported 2 points into market/cli_test (BTC, 24h): 2024-01-01T00:00:00Z to 2024-01-02T00:00:00Z\n',
    )
    const bad = dataImport(file('late.json', `[{"t": ${jan1}, "v": 5}, {"t": 3, "v": 6}]`), ...args)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/^Import failed: late\.json item 1: timestamp .* is out of order/)
    expect(await stored()).toEqual([1, 2])
  })

  it('answers a wrong command line with the problem and the usage', () => {
    const result = dataImport('x.csv', '--path', 'nogroup', '--asset', 'BTC')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('--path must look like group/metric')
    expect(result.stderr).toContain('Usage: npm run data:import -- FILE --path group/metric')
  })
})
