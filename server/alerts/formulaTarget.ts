import type { AlertSource } from '@/core/api/alerts'
import type { ChartItem, FormulaItem } from '@/core/api/udmItems'
import { compileItems } from '@/core/formula/graph'
import type { Plan } from '@/core/plans'
import { refOf } from '@/core/workbench/workbenchItems'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { invalidField } from '../http/httpError'
import { assertPlanReads } from '../metrics/accessControl'
import { createUdmChartsRepository } from '../repositories/udmChartsRepository'
import type { AlertMetrics } from './alertMetrics'

/** The formula item a workbench calls `ref` (f1, …), if it still has one. */
export function formulaItemOf(items: readonly ChartItem[], ref: string): FormulaItem | undefined {
  return items.find(
    (item): item is FormulaItem => item.configType === 'formula' && refOf(item, items) === ref,
  )
}

/**
 * Checks a formula alert's source (docs/alerts.md): a formula item of one of the owner's own
 * saved workbenches (never a preset or another user's shared chart), one the formula engine can
 * evaluate, over metrics the owner's plan reads (403 with `allowed_plans` otherwise). Answers the
 * formula's display name. Read in the write's transaction, after the owner's lock, so that a
 * workbench deleted meanwhile is either seen gone here or disables the alert after it is saved.
 */
export async function formulaTargetName(
  db: Kysely<Database>,
  ownerUuid: string,
  source: AlertSource,
  metrics: AlertMetrics,
  plan: Plan,
): Promise<string> {
  const chart = await createUdmChartsRepository(db).find(source.chartUuid)
  if (chart === undefined || chart.ownerUuid !== ownerUuid) {
    throw invalidField('source.chartUuid', 'No such workbench among your saved charts')
  }
  const { items } = chart
  const item = formulaItemOf(items, source.item)
  if (item === undefined) {
    throw invalidField('source.item', `The workbench "${chart.name}" has no formula ${source.item}`)
  }
  const refs = new Map(items.map((each) => [refOf(each, items), each]))
  const { graph } = compileItems(
    [...refs].map(([name, each]) => ({
      name,
      ...(each.configType === 'formula' ? { source: each.meta.content } : {}),
    })),
  )
  const error = graph.errors.get(source.item)
  if (error !== undefined) {
    throw invalidField(
      'source.item',
      `The formula ${source.item} cannot be evaluated: ${error.message}`,
    )
  }
  for (const name of readsOf(source.item, graph.dependencies)) {
    const read = refs.get(name)
    if (read?.configType !== 'metric') continue
    const metric = metrics.byCode(read.meta.metricCode)
    if (metric === undefined) {
      throw invalidField(
        'source.item',
        `The formula ${source.item} reads ${name}, an unknown metric (${read.meta.metricCode})`,
      )
    }
    assertPlanReads(plan, metric.descriptor.tier)
  }
  return item.extra.name ?? item.meta.name
}

/** Every item a formula reads, directly or through other formulas. */
export function readsOf(
  ref: string,
  dependencies: ReadonlyMap<string, readonly string[]>,
): Set<string> {
  const seen = new Set<string>()
  const queue = [ref]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const name of dependencies.get(next) ?? []) {
      if (seen.has(name)) continue
      seen.add(name)
      queue.push(name)
    }
  }
  return seen
}
