/** What the load run asks for, and the messages between it and its server process. */

export const servedForms = ['json', 'csv', 'binary'] as const
export type ServedForm = (typeof servedForms)[number]

/** `identity` is sent as no Accept-Encoding at all; the others as that one coding. */
export const servedCodings = ['identity', 'gzip', 'br'] as const
export type ServedCoding = (typeof servedCodings)[number]

/** The full 10-minute history of BTC price (a year, 52,561 points), as in the issue. */
export function seriesUrl(form: ServedForm): string {
  return `/v1/metrics/market/price_usd_close?a=BTC&i=10m&f=${form}`
}

export type ToServer = { type: 'keys'; count: number } | { type: 'cpu' } | { type: 'stop' }

export type FromServer =
  | {
      type: 'ready'
      appPort: number
      plainPort: number
      /** Body bytes by `${form} ${coding}`. */
      bodies: Record<string, number>
    }
  | { type: 'keys'; keys: string[] }
  /** The server process's CPU time so far (process.cpuUsage, µs), user and system together. */
  | { type: 'cpu'; micros: number }
  | { type: 'error'; message: string }
