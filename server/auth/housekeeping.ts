import type { FastifyInstance } from 'fastify'

const hourMs = 60 * 60 * 1000

/**
 * Deletes what has expired (sessions, provider codes and tokens, rate-limit windows that have
 * ended, hashes of linked tokens) at start and then hourly, so tables hold live rows only. Each
 * instance runs it; the deletes are idempotent, so several instances on one database only repeat
 * harmless work. A failed run is logged and retried on the next tick.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  tasks: ReadonlyArray<(now: number) => Promise<unknown>>,
  clock: () => number,
  everyMs = hourMs,
): void {
  const run = async () => {
    for (const task of tasks) {
      await task(clock()).catch((err: unknown) => app.log.warn({ err }, 'Housekeeping failed'))
    }
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await run()
    timer = setInterval(() => void run(), everyMs)
    // Never the reason the process stays up.
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
