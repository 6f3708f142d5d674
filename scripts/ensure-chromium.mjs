// Makes sure a Chromium is available for the end-to-end tests. As root on Debian it installs
// Debian's package; elsewhere it explains how to get one. Browsers are never downloaded by npm.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { chromiumPath } from './chromium.mjs'

if (existsSync(chromiumPath)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const isDebian = existsSync('/etc/debian_version')
if (!process.env.CHROMIUM_PATH && isRoot && isDebian) {
  console.log("Chromium not found: installing Debian's chromium package with apt-get…")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${run.status}).`)
      process.exit(1)
    }
  }
  if (existsSync(chromiumPath)) process.exit(0)
}

console.error(
  [
    `No Chromium found at ${chromiumPath}.`,
    'The end-to-end tests drive a locally installed Chromium. Install one, then run npm test again:',
    '  Debian/Ubuntu: sudo apt-get install chromium   (or chromium-browser)',
    '  elsewhere:     install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chrome',
  ].join('\n'),
)
process.exit(1)
