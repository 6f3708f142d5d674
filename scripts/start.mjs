// npm start: builds the app and the server when missing or older than their sources, then runs
// the compiled server (dist-server/main.js) in this process, so SIGTERM and SIGINT reach its
// graceful shutdown directly.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureAppBuild, ensureServerBuild, serverBuildDir } from './builds.mjs'

try {
  ensureAppBuild(process.env.STATIC_DIR)
  ensureServerBuild()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
await import(pathToFileURL(join(serverBuildDir, 'main.js')).href)
