import type { ClientConfig } from '@/core/api/clientConfig'

type SentryModule = typeof import('@sentry/react')

/** Browser noise that says nothing about our code (app.md section 8). */
export const ignoredErrors = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  'Non-Error promise rejection captured',
  'Load failed',
  'Failed to fetch',
  'NetworkError when attempting to fetch resource',
  /^AbortError/,
  /chrome-extension:\/\//,
  /moz-extension:\/\//,
]

let sentry: SentryModule | undefined

/** Whether reporting may run: a DSN is configured and we are on the production host. */
export function shouldReport(config: ClientConfig, hostname: string): boolean {
  return Boolean(config.sentryDsn && config.productionHost && hostname === config.productionHost)
}

/** Loads the Sentry client only when reporting is on, so nobody else downloads it. */
export async function initErrorReporting(config: ClientConfig): Promise<void> {
  if (sentry || !config.sentryDsn || !shouldReport(config, window.location.hostname)) return
  const module = await import('@sentry/react')
  module.init({
    dsn: config.sentryDsn,
    // Reporting only ever runs on the production host.
    environment: 'production',
    sampleRate: 0.2,
    ignoreErrors: ignoredErrors,
    denyUrls: [/extensions\//i, /^chrome:\/\//i, /^chrome-extension:\/\//i],
  })
  sentry = module
}

/** Reports an error when reporting is on; otherwise logs it for the developer console. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (sentry) sentry.captureException(error, context ? { extra: context } : undefined)
  else console.error(error)
}
