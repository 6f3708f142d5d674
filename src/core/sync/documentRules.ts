import { alertInputSchema, maxAlertNameLength } from '../api/alerts'
import { dashboardLimits, updateDashboardRequestSchema } from '../api/dashboards'
import { udmLimits, updateChartRequestSchema } from '../api/udm'
import type { OperationKind } from './operations'
import type { MergeShape } from './threeWayMerge'

/*
 * How each versioned document merges: its body's shape, how a read answer becomes a body (the
 * same normalisation the server applies, through the shared schemas), and how the user's version
 * is kept as a copy when the two changed the same thing.
 */

export interface DocumentRules {
  createKind: OperationKind
  shape: MergeShape
  /** A read answer (or a body) in the update body's shape; undefined when it is not one. */
  bodyOf(document: unknown): unknown
  /** The body of a copy named "… (offline copy)", created under `uuid`. */
  copyOf(body: unknown, uuid: string): unknown
  /** The name the user knows it by, for notices. */
  nameOf(body: unknown): string
}

export const offlineCopySuffix = ' (offline copy)'

/** The name with the suffix, cut so that the whole fits `max`. */
export function offlineCopyName(name: string, max: number): string {
  return `${name.slice(0, Math.max(0, max - offlineCopySuffix.length)).trimEnd()}${offlineCopySuffix}`
}

type Body = Record<string, unknown>
const record = (value: unknown): Body =>
  typeof value === 'object' && value !== null ? (value as Body) : {}

/** A create's body without the uuid it names (`clientUuid`), in the shape an update sends. */
function withoutClientUuid(value: unknown): Body {
  const { clientUuid: _clientUuid, ...rest } = record(value)
  return rest
}

function parsed<T>(result: { success: true; data: T } | { success: false }): T | undefined {
  return result.success ? result.data : undefined
}

const dashboardRules: DocumentRules = {
  createKind: 'dashboard.create',
  shape: { keyed: { 'data.configs': 'uuid', 'data.layouts': 'i' } },
  bodyOf: (document) => parsed(updateDashboardRequestSchema.safeParse(withoutClientUuid(document))),
  copyOf(body, uuid) {
    const { categoryUuid, data } = record(body)
    const { meta } = record(data)
    const name = String(record(meta).name ?? '')
    return {
      clientUuid: uuid,
      ...(categoryUuid === undefined ? {} : { categoryUuid }),
      data: {
        ...record(data),
        meta: { ...record(meta), name: offlineCopyName(name, dashboardLimits.maxNameLength) },
      },
    }
  },
  nameOf: (body) => String(record(record(record(body).data).meta).name ?? ''),
}

const chartRules: DocumentRules = {
  createKind: 'chart.create',
  shape: { keyed: { 'data.items': 'uuid' } },
  bodyOf(document) {
    const held = withoutClientUuid(document)
    // A read answer is the chart itself; a body wraps it in `data`.
    return parsed(updateChartRequestSchema.safeParse('data' in held ? held : { data: held }))
  },
  copyOf(body, uuid) {
    const data = record(record(body).data)
    return {
      ...data,
      clientUuid: uuid,
      name: offlineCopyName(String(data.name ?? ''), udmLimits.maxNameLength),
    }
  },
  // An update's body wraps the chart in `data`; a create's (a copy's) is the chart itself.
  nameOf(body) {
    const held = record(body)
    return String(('data' in held ? record(held.data) : held).name ?? '')
  },
}

const alertRules: DocumentRules = {
  createKind: 'alert.create',
  shape: { keyed: {} },
  bodyOf: (document) => parsed(alertInputSchema.safeParse(document)),
  copyOf(body, uuid) {
    const alert = record(body)
    const name = String(alert.name ?? alert.metricName ?? 'Alert')
    // Off, so that one crossing does not notify twice; the user turns on the one they keep.
    return { ...alert, uuid, name: offlineCopyName(name, maxAlertNameLength), enabled: false }
  },
  nameOf: (body) => String(record(body).name ?? record(body).metricName ?? ''),
}

/** The rules of a kind's document, for the kinds that merge (updates of versioned documents). */
export function documentRulesOf(kind: OperationKind): DocumentRules | undefined {
  if (kind.startsWith('dashboard.')) return dashboardRules
  if (kind.startsWith('chart.')) return chartRules
  if (kind.startsWith('alert.')) return alertRules
  return undefined
}
