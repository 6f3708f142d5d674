// The static checks (format, lint, the three typechecks, file length) two at a time: each is one
// process on one core, so on a 2-core machine this takes about half as long as running them in a
// row.
// Output is printed per check, whole, when it ends; the exit code fails if any check failed.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const checks = [
  ['typecheck: app', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['typecheck: server', 'npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']],
  ['typecheck: service worker', 'npx', ['tsc', '-p', 'tsconfig.sw.json', '--noEmit']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['file length', 'node', ['scripts/fileLength.mjs']],
]

function run([name, command, args]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const status = code === 0 ? 'ok' : `failed (exit ${code})`
      process.stdout.write(`== ${name}: ${status} in ${seconds} s\n`)
      if (code !== 0 || process.env.CHECK_VERBOSE) process.stdout.write(output)
      resolve(code === 0)
    })
  })
}

const queue = [...checks]
const results = []
const lanes = Math.max(2, availableParallelism() - 1)
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let check = queue.shift(); check !== undefined; check = queue.shift()) {
      results.push(await run(check))
    }
  }),
)
process.exit(results.every(Boolean) ? 0 : 1)
