import type { MetricDescriptor } from '@/core/api/metrics'
import type { Plan } from '@/core/plans'

/** Who asks for a series: an API key, else the signed-in user of the session cookie, else a guest. */
export interface MetricCaller {
  /** From the `X-Api-Key` header or the `api_key` query parameter. */
  apiKey: string | undefined
  /** The user of the request's session cookie, if signed in. */
  session?: { userUuid: string; plan: Plan }
  /** The client address, which keys the rate limit of callers without an API key. */
  ip?: string
}

/**
 * What is asked: a metric's data (`descriptor`; a bulk request costs one token per asset it
 * answers, as the public API counts it), or metadata (no descriptor: its own, wider limit).
 */
export interface MetricAccessRequest {
  descriptor?: MetricDescriptor
  /** Rate-limit tokens the request takes (1 by default). */
  cost?: number
}

/**
 * Decides whether a caller may read a metric, before any cached byte is sent. It resolves to let
 * the request through and throws an HttpError to refuse it: `forbidden(message, allowedPlans)`
 * for a tier above the caller's plan (403 with `allowed_plans`), `tooManyRequests(seconds)` for
 * the rate limit (429). The app uses createMetricAccess (accessControl.ts); `allowEveryCaller`
 * lets everything through (tests of other concerns). Answers of gated metrics are not
 * `Cache-Control: public` (docs/api.md, "Access").
 */
export type MetricAuthorizer = (
  request: MetricAccessRequest,
  caller: MetricCaller,
) => void | Promise<void>

export const allowEveryCaller: MetricAuthorizer = () => undefined
