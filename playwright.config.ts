import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

export const e2ePort = Number(process.env.E2E_PORT ?? 4173)

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server.
export default defineConfig({
  testDir: 'tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry in CI: a failure that passes on retry is reported as flaky in the output rather than
  // losing the whole run; a test that fails twice still fails it.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    // Recording a trace of every test made the suite about a quarter slower; the retry of a
    // failed test records one, which is the run a failure report needs.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${e2ePort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The server logs at warn: its errors appear in the test output beside the test that met them.
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(e2ePort), HOST: '127.0.0.1' },
  },
})
