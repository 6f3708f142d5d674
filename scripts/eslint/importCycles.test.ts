import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own lint configuration (eslint.config.js) over the fixtures, which it otherwise
// ignores: they break the rule on purpose.
// No trailing slash: the TypeScript resolver misses the `@/` alias under a cwd that has one.
const root = resolve(fileURLToPath(import.meta.url), '../../..')
const eslint = new ESLint({ cwd: root, ignore: false })

async function cycleReports(...files: string[]) {
  const results = await eslint.lintFiles(files.map((file) => `scripts/eslint/fixtures/${file}`))
  return results.map((result) => ({
    file: result.filePath.slice(root.length + 1),
    cycles: result.messages.filter((message) => message.ruleId === 'studio/no-cycle').length,
    others: result.messages.filter((message) => message.ruleId !== 'studio/no-cycle'),
  }))
}

describe('import cycles', () => {
  it('fails on two files importing each other', async () => {
    expect(await cycleReports('cycle/a.ts', 'cycle/b.ts')).toEqual([
      { file: 'scripts/eslint/fixtures/cycle/a.ts', cycles: 1, others: [] },
      { file: 'scripts/eslint/fixtures/cycle/b.ts', cycles: 1, others: [] },
    ])
  })

  it('fails on a cycle of type-only imports and re-exports', async () => {
    expect(await cycleReports('typeCycle/a.ts', 'typeCycle/b.ts', 'typeCycle/c.ts')).toEqual([
      { file: 'scripts/eslint/fixtures/typeCycle/a.ts', cycles: 1, others: [] },
      { file: 'scripts/eslint/fixtures/typeCycle/b.ts', cycles: 1, others: [] },
      { file: 'scripts/eslint/fixtures/typeCycle/c.ts', cycles: 1, others: [] },
    ])
  })

  it('passes an import that goes one way', async () => {
    expect(await cycleReports('oneWay/a.ts', 'oneWay/b.ts')).toEqual([
      { file: 'scripts/eslint/fixtures/oneWay/a.ts', cycles: 0, others: [] },
      { file: 'scripts/eslint/fixtures/oneWay/b.ts', cycles: 0, others: [] },
    ])
  })

  it('follows the @/ alias: plans.ts importing userPlan.ts, which imports plans.ts, is a cycle', async () => {
    const filePath = 'src/core/plans.ts'
    const source = await readFile(join(root, filePath), 'utf8')
    const [asIs] = await eslint.lintText(source, { filePath })
    expect(asIs?.messages).toEqual([])
    const withCycle = `import { userPlan } from '@/core/userPlan'\n${source}\nexport const _probe = userPlan\n`
    const [result] = await eslint.lintText(withCycle, { filePath })
    expect(result?.messages.map((message) => [message.ruleId, message.line])).toEqual([
      ['studio/no-cycle', 1],
    ])
  })
})
