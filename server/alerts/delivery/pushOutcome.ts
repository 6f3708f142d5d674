import type { SettledPush } from '../../repositories/pushSendsRepository'
import type { DeliveryOutcome } from './alertChannel'

/** What one subscription's push service answered this time. */
export type DeviceResult =
  | { kind: 'delivered' }
  /** The browser dropped the subscription (404, 410), or its keys are unusable: removed. */
  | { kind: 'gone'; detail: string }
  | { kind: 'retry'; detail: string; retryAfterMs?: number }
  | { kind: 'failed'; detail: string }

/** A result that settles the subscription's push of the firing for good (everything but retry). */
export function settledPush(result: DeviceResult): SettledPush | undefined {
  if (result.kind === 'retry') return undefined
  if (result.kind === 'delivered') return { status: 'delivered', detail: null }
  return { status: 'failed', detail: result.detail }
}

const devices = (n: number) => `${n} ${n === 1 ? 'device' : 'devices'}`

/**
 * The push delivery's outcome from each subscription's own: those settled at earlier attempts
 * and this attempt's results. It is retried while any subscription's push service asked to try
 * later (only those are sent to again), delivered once every subscription is settled and one
 * was reached, failed when none was, and skipped when the user has no subscription at all.
 */
export function pushOutcome(
  earlier: ReadonlyMap<string, SettledPush>,
  results: readonly DeviceResult[],
): DeliveryOutcome {
  const settled = [...earlier.values(), ...results.flatMap((r) => settledPush(r) ?? [])]
  const delivered = settled.filter((push) => push.status === 'delivered').length
  const retries = results.filter((r): r is Extract<DeviceResult, { kind: 'retry' }> => {
    return r.kind === 'retry'
  })
  const notReached = [
    ...settled.flatMap((push) => (push.status === 'failed' ? [push.detail ?? 'Failed'] : [])),
    ...retries.map((retry) => retry.detail),
  ]
  const details = [...new Set(notReached)].join(', ')
  if (retries.length > 0) {
    const waits = retries.flatMap((retry) =>
      retry.retryAfterMs === undefined ? [] : [retry.retryAfterMs],
    )
    return {
      status: 'retry',
      detail: details,
      ...(waits.length === 0 ? {} : { retryAfterMs: Math.max(...waits) }),
      ...(delivered > 0 ? { reached: devices(delivered) } : {}),
    }
  }
  if (delivered > 0) {
    const others = notReached.length
    return {
      status: 'delivered',
      detail:
        others === 0 ? devices(delivered) : `${devices(delivered)}; not ${others}: ${details}`,
    }
  }
  if (settled.length === 0) return { status: 'skipped', detail: 'No device subscribed' }
  return { status: 'failed', detail: details }
}
