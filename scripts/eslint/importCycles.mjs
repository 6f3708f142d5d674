// No import cycles anywhere in the tree, type-only imports included: `studio/no-cycle` is
// import-x's no-cycle with every `import type` (and `export type … from`) counted as an edge.
// import-x skips type-only edges and has no option not to, so the file being linted hands it
// its imports as value imports, and the modules it walks through are read by a parser that sees
// imports only, of every kind (importsOnlyParser.cjs). Paths resolve as TypeScript resolves them
// (`@/`, the three tsconfigs); packages are not followed, as no cycle of ours runs through one.
import { fileURLToPath } from 'node:url'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const importsAndExports = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
])
const typeOnly = (part) => part.importKind === 'type' || part.exportKind === 'type'

/** The declaration as if no part of it were type-only (the same node when none is). */
export function asValueImport(node) {
  if (!importsAndExports.has(node.type)) return node
  const specifiers = node.specifiers ?? []
  if (!typeOnly(node) && !specifiers.some(typeOnly)) return node
  const value = (part) => ({
    ...part,
    ...('importKind' in part && { importKind: 'value' }),
    ...('exportKind' in part && { exportKind: 'value' }),
  })
  return { ...value(node), ...(node.specifiers && { specifiers: specifiers.map(value) }) }
}

const noCycle = importX.rules['no-cycle']

const noCycleWithTypes = {
  ...noCycle,
  create(context) {
    const visitors = noCycle.create(context)
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [
        selector,
        (node, ...rest) => visit(asValueImport(node), ...rest),
      ]),
    )
  },
}

const path = (name) => fileURLToPath(new URL(name, import.meta.url))

export const importCycles = {
  files: ['**/*.{ts,tsx,mts,js,mjs}'],
  plugins: { studio: { rules: { 'no-cycle': noCycleWithTypes } } },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    'import-x/ignore': ['/node_modules/'],
    'import-x/parsers': { [path('importsOnlyParser.cjs')]: ['.ts', '.tsx', '.mts'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: path('../../tsconfig.base.json'),
      }),
    ],
  },
  rules: { 'studio/no-cycle': 'error' },
}
