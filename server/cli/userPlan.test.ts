import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createDatabase } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { createUsersRepository } from '../repositories/usersRepository'
import { parseUserPlanArgs } from './userPlanCommand'

const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-cli-plan-'))
const dataDir = path.join(dir, 'data')

function userPlan(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/userPlan.ts', ...args],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  )
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

async function withUsers<T>(work: (users: ReturnType<typeof createUsersRepository>) => Promise<T>) {
  const database = createDatabase(loadConfig({ DATA_DIR: dataDir }))
  try {
    await migrateToLatest(database)
    return await work(createUsersRepository(database.db))
  } finally {
    await database.close()
  }
}

beforeAll(() =>
  withUsers((users) =>
    users.create({
      email: 'pro@example.com',
      firstName: 'Pat',
      lastName: 'Pro',
      passwordHash: 'x',
      newsletter: false,
      referral: null,
    }),
  ),
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run user:plan', () => {
  it('gives an account a plan with Standard underneath', async () => {
    const result = userPlan('Pro@Example.com', 'professional')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      'pro@example.com now holds the Professional plan (products: professional, standard)\n',
    )
    const user = await withUsers((users) => users.findByEmail('pro@example.com'))
    expect(user?.products).toEqual(['professional', 'standard'])
    expect(userPlan('pro@example.com', 'standard').code).toBe(0)
    expect((await withUsers((users) => users.findByEmail('pro@example.com')))?.products).toEqual([
      'standard',
    ])
  })

  it('exits 1 naming the problem for an unknown account or a wrong command line', () => {
    const unknown = userPlan('nobody@example.com', 'advanced')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toBe('No account has the email nobody@example.com\n')
    const wrong = userPlan('pro@example.com', 'guest')
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain(
      'PLAN must be one of standard, advanced, professional, professional_ml',
    )
  })
})

describe('parseUserPlanArgs', () => {
  it('reads an email and a plan, and refuses anything else', () => {
    expect(parseUserPlanArgs(['a@b.co', 'advanced'])).toEqual({ email: 'a@b.co', plan: 'advanced' })
    expect(() => parseUserPlanArgs(['a@b.co'])).toThrow('EMAIL and PLAN are required')
    expect(() => parseUserPlanArgs(['nope', 'advanced'])).toThrow('EMAIL is not an email address')
    expect(() => parseUserPlanArgs(['a@b.co', 'advanced', 'x'])).toThrow('and nothing else')
  })
})
