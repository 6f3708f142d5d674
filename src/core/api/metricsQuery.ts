import { z } from 'zod'
import { toUnixSeconds } from '../format/date'
import type { Resolution } from '../resolution'
import {
  metricFormats,
  timestampFormats,
  type Currency,
  type MetricDescriptor,
  type MetricFormat,
  type TimestampFormat,
} from './metrics'

/*
 * The query of GET /v1/metrics/{group}/{metric}, shaped after the public Glassnode API so that
 * scripts written for it work unchanged. Checking happens in two steps: the form of each value
 * (given once, not too long, digits for timestamps) needs nothing but the query; whether an
 * asset, interval, currency or extra parameter is allowed depends on the metric's descriptor.
 * Error messages are complete sentences the client shows as they are, in the public API's form:
 * `parameter i=10m is invalid, allowed values: 24h, 1w, 1month`.
 */

/**
 * Extra parameters a metric may declare in `descriptor.parameters` (keys are these query names).
 * A declared one is checked against its allowed values; an undeclared one is ignored.
 */
export const extraParameterNames = [
  'e',
  'from_exchange',
  'to_exchange',
  'miner',
  'network',
  'maturity',
  'period',
  'contract_expiration',
] as const
export type ExtraParameterName = (typeof extraParameterNames)[number]

/** Longer values are rejected rather than echoed back in error messages. */
export const maxQueryValueLength = 256

/** One query value: trimmed, given once, not too long. An empty value (`e=`) counts as absent. */
export function queryTextSchema(name: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z
      .string({ error: `parameter ${name} must be given once` })
      .max(maxQueryValueLength, {
        error: `parameter ${name} is longer than ${maxQueryValueLength} characters`,
      })
      .optional(),
  )
}

/** Unix seconds; 13-digit values are milliseconds (app.md section 3) and are converted. */
function timestampSchema(name: string) {
  return queryTextSchema(name).pipe(
    z
      .string()
      .regex(/^\d{1,16}$/, {
        error: (issue) =>
          `parameter ${name}=${String(issue.input)} is invalid, expected unix seconds (or 13-digit milliseconds)`,
      })
      .transform((text) => toUnixSeconds(text))
      .optional(),
  )
}

/** A choice that does not depend on the metric (f, timestamp_format); the first is the default. */
function choiceSchema<V extends string>(name: string, values: readonly [V, ...V[]]) {
  return queryTextSchema(name).pipe(
    z
      .string()
      .optional()
      .transform((text, ctx): V => {
        if (text === undefined) return values[0]
        const match = values.find((v) => v === text.toLowerCase())
        if (match !== undefined) return match
        ctx.addIssue({ code: 'custom', message: invalidParameter(name, text, values) })
        return z.NEVER
      }),
  )
}

/**
 * The form of the query, before the descriptor is known. `since`, `until` and `resolution` are
 * older spellings of `s`, `u` and `i` that the client still sends (app.md section 7); `referrer`
 * and unknown keys are dropped. `api_key` is read but not checked yet (see docs/api.md).
 */
export const metricsQueryFormSchema = z.object({
  a: queryTextSchema('a'),
  s: timestampSchema('s'),
  u: timestampSchema('u'),
  since: timestampSchema('since'),
  until: timestampSchema('until'),
  i: queryTextSchema('i'),
  resolution: queryTextSchema('resolution'),
  c: queryTextSchema('c'),
  f: choiceSchema('f', metricFormats),
  timestamp_format: choiceSchema('timestamp_format', timestampFormats),
  api_key: queryTextSchema('api_key'),
})
export type MetricsQueryForm = z.output<typeof metricsQueryFormSchema>

/** A series request checked against its metric: every value is one the metric allows. */
export interface MetricsRequest {
  /** The asset symbol as the descriptor spells it. */
  asset: string
  interval: Resolution
  currency: Currency
  /** Declared extra parameters that were given, by name in ascending order. */
  params: Record<string, string>
  /** Inclusive bounds in unix seconds. */
  since: number | undefined
  until: number | undefined
  format: MetricFormat
  timestampFormat: TimestampFormat
  apiKey: string | undefined
}

export type MetricsQueryResult =
  { success: true; data: MetricsRequest } | { success: false; message: string }

/**
 * Checks a raw query (as parsed from the URL) against a metric. On failure, `message` names the
 * first wrong parameter and, where there is a choice, the values the metric allows.
 */
export function parseMetricsQuery(
  query: unknown,
  descriptor: MetricDescriptor,
): MetricsQueryResult {
  const form = metricsQueryFormSchema.safeParse(query)
  if (!form.success) return failure(form.error.issues[0]?.message ?? 'invalid query')
  const { data } = form

  // Binary columns are float64: they hold unix seconds, not text.
  if (data.f === 'binary' && data.timestamp_format === 'humanized') {
    return failure(
      'parameter timestamp_format=humanized is not available with f=binary, whose times are unix seconds',
    )
  }

  if (data.a === undefined) {
    return failure(`parameter a is required, allowed values: ${descriptor.assets.join(', ')}`)
  }
  const asset = pick('a', data.a, descriptor.assets)
  if (!asset.ok) return asset.failure

  // 24h by default, as in the public API; a metric without daily data defaults to its first.
  const defaultInterval = descriptor.resolutions.includes('24h') ? '24h' : descriptor.resolutions[0]
  const interval = pick(
    'i',
    data.i ?? data.resolution ?? defaultInterval ?? '24h',
    descriptor.resolutions,
  )
  if (!interval.ok) return interval.failure

  // A metric with a single currency (price metrics are usd only) answers in it by default.
  const defaultCurrency = descriptor.currencies.length === 1 ? descriptor.currencies[0] : 'native'
  const currency = pick('c', data.c ?? defaultCurrency ?? 'native', descriptor.currencies)
  if (!currency.ok) return currency.failure

  const params: Record<string, string> = {}
  const raw = isRecord(query) ? query : {}
  for (const name of Object.keys(descriptor.parameters).sort()) {
    const allowed = descriptor.parameters[name] ?? []
    const value = queryTextSchema(name).safeParse(raw[name])
    if (!value.success) return failure(value.error.issues[0]?.message ?? `parameter ${name}`)
    if (value.data === undefined) continue
    const choice = pick(name, value.data, allowed)
    if (!choice.ok) return choice.failure
    params[name] = choice.value
  }

  const since = data.s ?? data.since
  const until = data.u ?? data.until
  if (since !== undefined && until !== undefined && since > until) {
    return failure(
      `parameter s=${since} is after u=${until}: the start of the range must not be later than its end`,
    )
  }

  return {
    success: true,
    data: {
      asset: asset.value,
      interval: interval.value,
      currency: currency.value,
      params,
      since,
      until,
      format: data.f,
      timestampFormat: data.timestamp_format,
      apiKey: data.api_key,
    },
  }
}

/** `parameter a=XYZ is invalid, allowed values: BTC, ETH`: the public API's wording. */
export function invalidParameter(name: string, value: string, allowed: readonly string[]): string {
  return `parameter ${name}=${value} is invalid, allowed values: ${allowed.join(', ')}`
}

type Choice<T> = { ok: true; value: T } | { ok: false; failure: MetricsQueryResult }

/** The allowed value matching `value` regardless of case, in the descriptor's spelling. */
function pick<T extends string>(name: string, value: string, allowed: readonly T[]): Choice<T> {
  const wanted = value.toLowerCase()
  const match = allowed.find((candidate) => candidate.toLowerCase() === wanted)
  if (match !== undefined) return { ok: true, value: match }
  return { ok: false, failure: failure(invalidParameter(name, value, allowed)) }
}

function failure(message: string): { success: false; message: string } {
  return { success: false, message }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Path parameters of GET /v1/metrics/{group}/{metric}; unknown paths are answered 404. */
export const metricPathParamsSchema = z.object({ group: z.string(), metric: z.string() })
