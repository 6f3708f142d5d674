// npm start: build the app if it has not been built, then serve app + API on one origin.
import { existsSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const staticDir = resolve(process.env.STATIC_DIR ?? 'dist')
if (!existsSync(resolve(staticDir, 'index.html'))) {
  console.log(`No built app in ${staticDir}: building it first (vite build)…`)
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// One Node process with the tsx loader, so SIGTERM/SIGINT reach the server's own shutdown.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
