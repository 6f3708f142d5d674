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
