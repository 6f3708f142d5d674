// Starts the real server for the end-to-end tests on a fresh database: the compiled server, as
// npm start runs it (built first when missing or older than its sources), in this process.
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureServerBuild, serverBuildDir } from './builds.mjs'

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data'
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
Object.assign(process.env, {
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
})
ensureServerBuild()
await import(pathToFileURL(join(serverBuildDir, 'main.js')).href)
