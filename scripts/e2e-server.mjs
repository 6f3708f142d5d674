// Starts the real server for the end-to-end tests on a fresh database.
import { rmSync, mkdirSync } from 'node:fs'
import { spawn } from 'node:child_process'

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data'
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: 'dist',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The browser opens the app at 127.0.0.1: the identity provider's redirect URIs, links in
    // mails and cross-site checks must name that origin.
    PUBLIC_ORIGIN: `http://127.0.0.1:${process.env.PORT ?? '4173'}`,
    // Every test signs up its own accounts from this one address.
    AUTH_RATE_LIMIT_FACTOR: '100',
    // Every test's browser searches from this address, the guests all with the one public key.
    SEARCH_RATE_LIMIT_FACTOR: '100',
    // A deployment's own addresses: tests/links.spec.ts allows links to what is configured.
    SUPPORT_EMAIL: 'support@e2e.example',
    SOCIAL_LINKS: 'https://x.com/onchainstudio',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
