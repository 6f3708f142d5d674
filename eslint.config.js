// Lint enforces the layers of docs/architecture.md: who may import whom, and which packages
// each layer may touch (no React in core, the platform, workers, the service worker or the
// server).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'
import { importCycles } from './scripts/eslint/importCycles.mjs'

const noReact = {
  patterns: [
    {
      group: [
        'react',
        'react-dom',
        'react/*',
        'react-dom/*',
        '@tanstack/react-*',
        'valtio',
        'valtio/*',
      ],
      message: 'This layer never imports React or UI state.',
    },
  ],
}

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'dev-dist',
      // AssemblyScript (compiled by npm run build:wasm): its own types and decorators.
      'assembly',
      // Code that breaks the rules on purpose, linted by the tests that prove them.
      'scripts/eslint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['tsconfig.json', 'tsconfig.node.json', 'tsconfig.sw.json'],
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/include': ['src/**/*', 'sw/**/*', 'server/**/*'],
      'boundaries/elements': [
        { type: 'core', pattern: 'src/core' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'platform', pattern: 'src/platform' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'route', pattern: 'src/routes' },
        { type: 'worker', pattern: 'src/workers' },
        { type: 'app', pattern: 'src/app' },
        { type: 'sw', pattern: 'sw' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('core', ['core']),
            allow('lib', ['core', 'platform', 'lib']),
            // Browser storage both the page and the service worker use: core and itself only.
            allow('platform', ['core', 'platform']),
            allow('route', ['core', 'lib', 'feature', 'route']),
            allow('app', ['core', 'lib', 'feature', 'route', 'app']),
            allow('worker', ['core', 'worker']),
            // Of src/, the service worker reaches only the pure core and the browser platform.
            allow('sw', ['core', 'platform', 'sw']),
            allow('server', ['core', 'server']),
            allow('feature', ['core', 'lib']),
            // A feature may import its own files, never another feature's.
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { name: '{{from.captured.name}}' } } },
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'src/core/**/*.ts',
      'src/platform/**/*.ts',
      'src/workers/**/*.ts',
      'sw/**/*.ts',
      'server/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', noReact] },
  },
  {
    // Of src/, the service worker reaches only what the layers above allow it: a file no layer
    // claims (the generated route tree, a new folder) is refused too.
    files: ['sw/**/*.ts'],
    rules: { 'boundaries/no-unknown-dependencies': 'error' },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'fetch',
        'navigator',
      ],
    },
  },
  {
    // The node test project shares one module registry per worker (vitest.config.ts): a module
    // replaced in one file would stay replaced, or stay real, for the files after it.
    files: [
      'src/core/**/*.test.ts',
      'server/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Node tests share modules (isolate: false): pass the dependency in instead.',
        })),
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{js,mjs,cjs,ts}',
      'bench/**/*.ts',
      '*.config.{js,ts}',
      'tests/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // No import runs in a cycle, type-only imports included (docs/architecture.md, "Guards").
  importCycles,
)
