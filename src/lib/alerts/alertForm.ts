import {
  alertInputSchema,
  type Alert,
  type AlertChannel,
  type AlertInput,
  type AlertSource,
} from '@/core/api/alerts'
import type { CatalogMetric } from '@/core/api/catalog'
import type { Currency } from '@/core/api/metrics'
import { describeCondition } from '@/core/alerts/alertNotice'
import {
  isPercentCondition,
  isRangeCondition,
  type AlertCondition,
  type AlertInterval,
  type AlertRepeat,
  alertIntervalSeconds,
  isAllowedMovingAverage,
} from '@/core/alerts/alertRule'

/*
 * The alert dialog's fields as typed (numbers as text, so a half-typed "-" or "1e" stays on
 * screen) and their way to an AlertInput through the shared schema, so the dialog refuses
 * exactly what the server would, with the same message under the same field.
 */

export interface AlertForm {
  /** The uuid of the alert edited; undefined for a new one. */
  uuid?: string
  /** A metric alert's path; empty for a formula alert (then `source`). */
  path: string
  source: AlertSource | null
  asset: string
  currency: Currency | ''
  exchange: string
  resolution: AlertInterval
  condition: AlertCondition
  /** Low (or the only level) and high, as typed. */
  values: [string, string]
  duration: AlertInterval
  movingAverage: number
  repeat: AlertRepeat
  channels: AlertChannel[]
  name: string
  metricName: string
  enabled: boolean
  snoozedUntil: number | null
}

/**
 * What a new alert starts with: the chart's metric, asset and resolution when opened there, or
 * the workbench formula (its source and name) when opened on a formula item.
 */
export function newAlertForm(start: {
  path?: string
  source?: AlertSource
  asset?: string
  resolution?: AlertInterval
  metricName?: string
}): AlertForm {
  return {
    path: start.source ? '' : (start.path ?? ''),
    source: start.source ?? null,
    asset: start.asset ?? 'BTC',
    currency: '',
    exchange: '',
    resolution: start.resolution ?? '24h',
    condition: 'gt',
    values: ['', ''],
    duration: '24h',
    movingAverage: 0,
    repeat: 'every',
    // The dialog tells a new alert by the channels that reach the user (channelStatus.ts).
    channels: [],
    name: '',
    metricName: start.metricName ?? '',
    enabled: true,
    snoozedUntil: null,
  }
}

export function formOfAlert(alert: Alert): AlertForm {
  const [low, high] = alert.conditionValues
  return {
    uuid: alert.uuid,
    path: alert.path ?? '',
    source: alert.source,
    asset: alert.asset ?? '',
    currency: alert.currency ?? '',
    exchange: alert.exchange ?? '',
    resolution: alert.resolution,
    condition: alert.condition,
    values: [low === undefined ? '' : String(low), high === undefined ? '' : String(high)],
    duration: alert.conditionDuration ?? alert.resolution,
    movingAverage: alert.movingAverage,
    repeat: alert.repeat,
    channels: alert.channels,
    name: alert.name,
    metricName: alert.metricName,
    enabled: alert.enabled,
    snoozedUntil: alert.snoozedUntil,
  }
}

/** A typed number: empty or unreadable text is NaN, which the schema refuses as not finite. */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text)
}

/** The name an alert gets when none is typed: "BTC Price above 100,000". */
export function defaultAlertName(form: AlertForm, input: Omit<AlertInput, 'name'>): string {
  const subject = form.source ? form.metricName : `${form.asset} ${form.metricName}`.trim()
  return `${subject} ${describeCondition({
    ...input,
    uuid: '',
    name: '',
    metricName: form.metricName,
  })}`.slice(0, 200)
}

/** The body of create or update, before the schema checks it. */
export function inputCandidate(form: AlertForm) {
  const values = isRangeCondition(form.condition)
    ? [numberOf(form.values[0]), numberOf(form.values[1])]
    : [numberOf(form.values[0])]
  const metric = form.source
    ? { path: null, source: form.source, asset: null, currency: null, exchange: null }
    : {
        path: form.path,
        source: null,
        asset: form.asset,
        currency: form.currency === '' ? null : form.currency,
        exchange: form.exchange === '' ? null : form.exchange,
      }
  const candidate = {
    ...(form.uuid === undefined ? {} : { uuid: form.uuid }),
    ...metric,
    resolution: form.resolution,
    condition: form.condition,
    conditionValues: values,
    conditionDuration: isPercentCondition(form.condition) ? form.duration : null,
    movingAverage: form.movingAverage,
    repeat: form.repeat,
    channels: form.channels,
    metricName: form.metricName,
    enabled: form.enabled,
    snoozedUntil: form.snoozedUntil,
  }
  const name = form.name.trim()
  return { ...candidate, name: name === '' ? defaultAlertName(form, candidate) : name }
}

export type AlertFormErrors = Partial<Record<string, string>>

/** The form checked by the API's own schema: the input, or each field's first message. */
export function validateAlertForm(
  form: AlertForm,
): { ok: true; input: AlertInput } | { ok: false; errors: AlertFormErrors } {
  if (!form.source && form.path === '') return { ok: false, errors: { path: 'Choose a metric' } }
  const parsed = alertInputSchema.safeParse(inputCandidate(form))
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors: AlertFormErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

/** A metric chosen in the dialog: its path and name go into the form, the rest is kept. */
export function withMetric(form: AlertForm, metric: CatalogMetric): AlertForm {
  return {
    ...form,
    path: metric.path,
    metricName: metric.name,
    currency: '',
    exchange: '',
    asset: metric.metricAssets.includes(form.asset) ? form.asset : (metric.metricAssets[0] ?? ''),
  }
}

/**
 * Another resolution: a moving average it does not allow goes back to the raw value, and a
 * percent window shorter than one point grows to one point.
 */
export function withResolution(form: AlertForm, resolution: AlertInterval): AlertForm {
  return {
    ...form,
    resolution,
    movingAverage: isAllowedMovingAverage(resolution, form.movingAverage) ? form.movingAverage : 0,
    duration:
      alertIntervalSeconds[form.duration] < alertIntervalSeconds[resolution]
        ? resolution
        : form.duration,
  }
}
