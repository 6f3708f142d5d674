import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

// Unit tests sit next to the code. Pure and server code runs under Node; UI code under happy-dom.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
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
          include: ['src/{lib,features,routes,app,workers}/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
})
