import { updateDashboardRequestSchema } from '../api/dashboards'
import { updateChartRequestSchema } from '../api/udm'
import { chartRows } from './chartConflict'
import { dashboardRows } from './dashboardConflict'
import type { ConflictRow } from './conflictRows'
import { filledFrom } from './conflictResolution'
import { documentRulesOf } from './documentRules'
import { targetType, type Operation } from './operations'

/*
 * What the conflict dialog shows of an edit waiting for the user's choice: the three versions
 * (the one the edit was made on, the user's, the newer one) read as dashboards or charts, and
 * what differs between the user's and the newer one, row by row.
 */

export interface ConflictSummary {
  what: 'dashboard' | 'chart'
  /** The document's name in the user's version. */
  name: string
  /** Its name in the newer version. */
  theirName: string
  rows: ConflictRow[]
  /** Keep both: the name the user's copy would get. */
  copyName: string
}

export function summarizeConflict(op: Operation): ConflictSummary | undefined {
  const rules = documentRulesOf(op.kind)
  if (rules === undefined || op.newer === undefined) return undefined
  const base = rules.bodyOf(op.base)
  const mine = rules.bodyOf(filledFrom(base, rules.bodyOf(op.payload)))
  const theirs = rules.bodyOf(op.newer.document)
  if (base === undefined || mine === undefined || theirs === undefined) return undefined
  const copyName = rules.nameOf(rules.copyOf(mine, 'copy'))
  const type = targetType(op.kind)
  if (type === 'dashboard') {
    const [b, m, t] = [base, mine, theirs].map(
      (body) => updateDashboardRequestSchema.safeParse(body).data,
    )
    if (b === undefined || m === undefined || t === undefined) return undefined
    return {
      what: 'dashboard',
      name: m.data.meta.name,
      theirName: t.data.meta.name,
      rows: dashboardRows(b, m, t),
      copyName,
    }
  }
  if (type === 'chart') {
    const [b, m, t] = [base, mine, theirs].map(
      (body) => updateChartRequestSchema.safeParse(body).data?.data,
    )
    if (b === undefined || m === undefined || t === undefined) return undefined
    return { what: 'chart', name: m.name, theirName: t.name, rows: chartRows(b, m, t), copyName }
  }
  return undefined
}
