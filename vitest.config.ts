import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }
const setupFiles = ['scripts/propertyTests.setup.ts']

// Unit tests sit next to the code. Pure and server code runs under Node; UI code under happy-dom.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on a 2-core
    // machine; the test files spend much of their time waiting on databases and I/O, so two
    // workers there take close to half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          // One module registry per worker, not per file: importing the server afresh for each of
          // ~270 files was half the run. Safe because no node test replaces a module (vi.mock is
          // refused there by lint); UI tests do, and stay isolated.
          isolate: false,
          environment: 'node',
          setupFiles,
          // The demo dataset's catalog-wide checks generate whole histories for ~200 metrics; on a
          // loaded 2-core machine one such test can take several seconds. A hang still fails.
          testTimeout: 30_000,
          include: [
            'src/core/**/*.test.ts',
            'server/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'happy-dom',
          setupFiles: [...setupFiles, 'scripts/domTests.setup.ts'],
          include: ['src/{lib,platform,features,routes,app,workers}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
})
