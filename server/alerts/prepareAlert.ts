import type { AlertInput } from '@/core/api/alerts'
import type { Plan } from '@/core/plans'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { AlertFields } from '../repositories/alertsRepository'
import type { AlertMetrics } from './alertMetrics'
import { formulaTargetName } from './formulaTarget'
import { metricTarget } from './metricTarget'

/** Completes a checked alert in the write's transaction. */
export type AlertCompletion = (db: Kysely<Database>, ownerUuid: string) => Promise<AlertFields>

/**
 * Turns a valid body into the fields stored. A metric alert is checked against its metric at
 * once (no database needed, so before any transaction) and completed with its defaults; a
 * formula alert is checked against the owner's workbench in the write's transaction, after the
 * owner's lock. Either way `disabledReason` is cleared: the source was just found.
 */
export function prepareAlert(
  input: AlertInput,
  metrics: AlertMetrics,
  plan: Plan,
): AlertCompletion {
  const { uuid: _uuid, path, asset, source, ...rest } = input
  const base = { ...rest, disabledReason: null }
  if (path !== null && asset !== null) {
    const target = metricTarget({ ...input, path, asset }, metrics, plan)
    const fields: AlertFields = {
      ...base,
      ...target,
      name: input.name ?? `${target.metricName} (${target.asset})`,
      source: null,
    }
    return async () => fields
  }
  return async (db, ownerUuid) => {
    // The schema lets no alert through without a path (and asset) or a source.
    if (source === null) throw new Error('An alert without a path nor a source passed the schema')
    const formulaName = await formulaTargetName(db, ownerUuid, source, metrics, plan)
    const metricName = input.metricName ?? formulaName
    return { ...base, path: null, asset: null, source, metricName, name: input.name ?? metricName }
  }
}
