import { describe, expect, it } from 'vitest'
import { parseForESLint } from './importsOnlyParser.cjs'

const importsOf = (code: string) =>
  parseForESLint(code).ast.body.map((node) => [node.source.value, node.loc.start.line])

describe('the imports-only parser', () => {
  it('finds every kind of import, type-only ones as values, with their lines', () => {
    const code = [
      "import { a } from './a'",
      "import type { B } from '@/core/b'",
      "import { type C, d } from './c'",
      "export type { E } from './e'",
      "export * from './f'",
      "const g = () => import('./g')",
      "type H = typeof import('./h')",
      "import i = require('./i')",
      'export const j = 1',
    ].join('\n')
    expect(importsOf(code)).toEqual([
      ['./a', 1],
      ['@/core/b', 2],
      ['./c', 3],
      ['./e', 4],
      ['./f', 5],
      ['./g', 6],
      ['./h', 7],
      ['./i', 8],
    ])
    expect(parseForESLint(code).ast.body.every((node) => node.importKind === 'value')).toBe(true)
  })

  it('is not fooled by strings, comments or markup', () => {
    const code = [
      'const text = "import { x } from \'./x\'"',
      "// import { y } from './y'",
      "/* export * from './z' */",
      "const page = <p>Don't import this from './w'</p>",
      "import { real } from './real'",
    ].join('\n')
    expect(importsOf(code)).toEqual([['./real', 5]])
  })

  it('spans each specifier with its quotes, as ESLint reports locations', () => {
    const code = "\n  import { a } from './a'"
    const [node] = parseForESLint(code).ast.body
    expect(node?.source.raw).toBe("'./a'")
    expect(node?.source.range).toEqual([code.indexOf("'./a'"), code.indexOf("'./a'") + 5])
    expect(node?.loc.start).toEqual({ line: 2, column: 20 })
  })
})
