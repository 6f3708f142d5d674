import type { Logger } from 'pino'

export interface ShutdownOptions {
  close: () => Promise<void>
  logger: Logger
  /** A stuck request or database must not keep a container from stopping forever. */
  timeoutMs?: number
  exit?: (code: number) => void
  /** Where signals come from; the process unless a test passes its own emitter. */
  signals?: Pick<NodeJS.Process, 'on'>
}

/**
 * SIGTERM (orchestrators) and SIGINT (Ctrl+C) close the server gracefully and exit 0. A second
 * signal, a failing close or the timeout exits 1 at once.
 */
export function exitGracefullyOnSignals({
  close,
  logger,
  timeoutMs = 10_000,
  exit = (code) => process.exit(code),
  signals = process,
}: ShutdownOptions): void {
  let shuttingDown = false

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'Second signal during shutdown: exiting now')
      exit(1)
      return
    }
    shuttingDown = true
    logger.info({ signal }, 'Shutting down')
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'Shutdown timed out: exiting')
      exit(1)
    }, timeoutMs)
    timer.unref()
    close().then(
      () => {
        clearTimeout(timer)
        logger.info('Shutdown complete')
        exit(0)
      },
      (error: unknown) => {
        clearTimeout(timer)
        logger.error({ err: error }, 'Shutdown failed')
        exit(1)
      },
    )
  }

  signals.on('SIGTERM', onSignal)
  signals.on('SIGINT', onSignal)
}
