import type { AnalyticsEvent, UserTraits } from '@/core/analytics'
import { analyticsDebounceMs } from '@/core/constants'

export interface AnalyticsMessage {
  type: 'page' | 'track' | 'identify'
  name?: string
  properties?: Record<string, unknown>
  traits?: Partial<UserTraits>
  userId?: string
  timestamp: string
}

export type AnalyticsSink = (batch: AnalyticsMessage[]) => void

let sink: AnalyticsSink | null = null
let queue: AnalyticsMessage[] = []
let timer: ReturnType<typeof setTimeout> | undefined
let userId: string | undefined

function enqueue(message: Omit<AnalyticsMessage, 'timestamp' | 'userId'>) {
  if (!sink) return
  queue.push({ ...message, userId, timestamp: new Date().toISOString() })
  clearTimeout(timer)
  timer = setTimeout(flush, analyticsDebounceMs)
}

export function flush(): void {
  if (!sink || queue.length === 0) return
  const batch = queue
  queue = []
  sink(batch)
}

/** Off by default: nothing is recorded until a sink is configured (see README, configuration). */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next
  if (!next) queue = []
}

/** A sink that posts batches to an HTTP collector (Segment-style batch body). */
export function beaconSink(endpoint: string): AnalyticsSink {
  return (batch) => {
    const body = JSON.stringify({ batch })
    if (!navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) {
      void fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      })
    }
  }
}

export const analytics = {
  page(path: string, properties: Record<string, unknown> = {}) {
    enqueue({ type: 'page', name: path, properties })
  },
  track(event: AnalyticsEvent, properties: Record<string, unknown> = {}) {
    enqueue({ type: 'track', name: event, properties })
  },
  identify(traits: Partial<UserTraits> & { uuid?: string }) {
    userId = traits.uuid
    enqueue({ type: 'identify', traits })
  },
}
