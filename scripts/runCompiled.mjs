// `node scripts/runCompiled.mjs ENTRY [ARGS…]`: one compiled entry of dist-server/ (main: the
// server alone, `npm run serve`; cli/dataImport, cli/userPlan: the operator commands), built
// first when missing or older than its sources, run in this process with ARGS as its arguments.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureServerBuild, serverBuildDir } from './builds.mjs'

const entry = process.argv[2] ?? ''
// The entry reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1)
try {
  ensureServerBuild()
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
const file = join(serverBuildDir, `${entry}.js`)
if (!/^[\w/]+$/.test(entry) || !existsSync(file)) {
  process.stderr.write(`No compiled entry "${entry}" in dist-server/ (main, cli/dataImport, …)\n`)
  process.exit(1)
}
await import(pathToFileURL(file).href)
