// npm run dev: the API server on DEV_API_PORT (8081) and Vite with hot reload, proxying the API.
import { spawn } from 'node:child_process'

const apiPort = process.env.DEV_API_PORT ?? '8081'
// The browser opens Vite's origin: sign-in redirects, mail links and cross-site checks name it.
const publicOrigin =
  process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.DEV_PORT ?? '5173'}`
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_ORIGIN: publicOrigin },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_PORT: apiPort },
  }),
]
const stop = (signal) => children.forEach((child) => child.kill(signal))
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const child of children) child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)))
