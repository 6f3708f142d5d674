import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../scripts/freePort.mjs'

export interface RunningServer {
  url: string
  port: number
  staticDir: string
  /** Its DATA_DIR: account mails land in `mail/`. */
  dataDir: string
  stop: () => Promise<void>
  /** Stopped and started again on the same port and database (a server that was down). */
  restart: () => Promise<void>
}

/**
 * A private instance of the real server, for tests that must stop it (a real network cut),
 * change what it serves (a new app version) or configure it differently (`env`: an undefined
 * value unsets the variable). Serves a copy of dist/ on a fresh database.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const port = await freePort()
  const root = mkdtempSync(join(tmpdir(), 'studio-e2e-'))
  const staticDir = join(root, 'dist')
  const dataDir = join(root, 'data')
  cpSync('dist', staticDir, { recursive: true })
  const url = `http://127.0.0.1:${port}`
  let child = await spawnServer(port, dataDir, staticDir, env)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      // Gone at once, like a dropped connection: a graceful stop would first finish the
      // requests in flight (the home page's asset tables), which is not what these tests cut.
      child.kill('SIGKILL')
    })
  return {
    url,
    port,
    staticDir,
    dataDir,
    stop,
    async restart() {
      await stop()
      child = await spawnServer(port, dataDir, staticDir, env)
    },
  }
}

/** Starts the server process and waits until it answers. */
async function spawnServer(
  port: number,
  dataDir: string,
  staticDir: string,
  env: Record<string, string | undefined>,
): Promise<ChildProcess> {
  // As npm start runs it: the compiled server (built by the e2e server's start) in one process.
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    // Node leaves out variables whose value is undefined.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'silent',
      // The browser opens it at 127.0.0.1; without this the server would send it to localhost.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    // Ended before it answered (its port taken meanwhile): whoever answers there is not ours.
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The test server on port ${port} exited before it answered`)
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The test server did not start within 30 s')
    await new Promise((r) => setTimeout(r, 200))
  }
}
