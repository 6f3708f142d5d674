import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/*
 * The browser platform layer (docs/architecture.md, src/platform): the app's infrastructure and
 * the service worker may import it, it imports only the core, and it is the one part of src/
 * besides the core the service worker may reach. Checked with the project's own lint config on
 * probe files that exist only in memory.
 */

const eslint = new ESLint({ cwd: process.cwd() })

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => /boundaries|no-restricted-imports/.test(message.ruleId ?? ''))
    .map((message) => message.ruleId ?? '')
}

const uses = (specifier: string) => `import * as probe from '${specifier}'\nexport { probe }\n`

describe('the platform layer', () => {
  it('is what the service worker may import of src/ besides the core', async () => {
    expect(await layerErrors('sw/probe.ts', uses('../src/platform/outboxDatabase'))).toEqual([])
    expect(await layerErrors('sw/probe.ts', uses('../src/core/sync/operations'))).toEqual([])
    expect(await layerErrors('sw/probe.ts', uses('../src/lib/outbox/outboxDatabase'))).toEqual([
      'boundaries/dependencies',
    ])
    expect(await layerErrors('sw/probe.ts', uses('../src/lib/ui/toastStore'))).toEqual([
      'boundaries/dependencies',
    ])
    // A file of src/ that no layer claims.
    expect(await layerErrors('sw/probe.ts', uses('../src/routeTree.gen'))).toEqual([
      'boundaries/no-unknown-dependencies',
    ])
  }, 60_000)

  it('is imported by src/lib, not by features', async () => {
    expect(await layerErrors('src/lib/probe.ts', uses('@/platform/outboxDatabase'))).toEqual([])
    expect(
      await layerErrors('src/features/shell/probe.ts', uses('@/platform/outboxDatabase')),
    ).toEqual(['boundaries/dependencies'])
  }, 60_000)

  it('imports only the core: no app infrastructure, no React', async () => {
    expect(await layerErrors('src/platform/probe.ts', uses('@/core/sync/operations'))).toEqual([])
    expect(await layerErrors('src/platform/probe.ts', uses('@/lib/outbox/outboxSync'))).toEqual([
      'boundaries/dependencies',
    ])
    expect(await layerErrors('src/platform/probe.ts', uses('react'))).toEqual([
      'no-restricted-imports',
    ])
  }, 60_000)
})
