import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { evaluateAlerts, type AlertBatchItem } from '@/core/alerts/evaluateAlerts'
import type { AlertState } from '@/core/alerts/alertState'
import type { TimeSeries } from '@/core/series/align'
import type { Dialect } from '../db/createDatabase'
import type { Database } from '../db/schema'
import type { MetricSource } from '../metrics/metricSource'
import { createAlertDeliveryRepository } from '../repositories/alertDeliveryRepository'
import { createAlertsRepository, type StoredAlert } from '../repositories/alertsRepository'
import type { AlertMetrics } from './alertMetrics'
import { alertSeries, cachedSeriesLoader } from './alertSeries'

/*
 * One evaluation tick (docs/alerts.md, "Evaluation and delivery"): every enabled alert, its
 * series read once per tick, evaluated by src/core's evaluateAlerts from its stored state. In
 * batches, each in a transaction that locks the batch's state rows (PostgreSQL: FOR UPDATE SKIP
 * LOCKED, so a second instance evaluating meanwhile skips them rather than doing the work twice),
 * stores the next states, records firings (UNIQUE (alert, point): never twice) with one pending
 * delivery per channel, and turns off `once` alerts that fired.
 */

export interface RecordedFiring {
  id: string
  alert: StoredAlert
  t: number
  value: number
  firedAt: number
}

export interface EvaluatorDeps {
  db: Kysely<Database>
  dialect: Dialect
  source: MetricSource
  metrics: AlertMetrics
  clock: () => number
  log: FastifyBaseLogger
}

const batchSize = 500

/** Evaluates every enabled alert at `now` (unix seconds, floored); answers the new firings. */
export async function evaluateAllAlerts(
  deps: EvaluatorDeps,
  now: number,
): Promise<RecordedFiring[]> {
  const { db, dialect, clock } = deps
  await createAlertDeliveryRepository(db, dialect).addMissingStates(clock())
  const alerts = await createAlertsRepository(db).listEnabled()
  const load = cachedSeriesLoader(deps.source, now)
  const recorded: RecordedFiring[] = []
  for (let start = 0; start < alerts.length; start += batchSize) {
    const batch = alerts.slice(start, start + batchSize)
    // Series are read before the transaction: a source may read the database (imports) or the
    // network, and SQLite's one connection is held by a transaction.
    const seriesOf = new Map<string, TimeSeries | undefined>()
    for (const alert of batch) {
      try {
        seriesOf.set(alert.uuid, await alertSeries(alert, { db, metrics: deps.metrics, load }))
      } catch (error) {
        deps.log.warn({ err: error, alertUuid: alert.uuid }, 'Alert series could not be read')
      }
    }
    const fired = await db.transaction().execute((trx) => evaluateBatch(trx, deps, batch, seriesOf))
    recorded.push(...fired)
  }
  return recorded
}

async function evaluateBatch(
  trx: Kysely<Database>,
  deps: EvaluatorDeps,
  batch: readonly StoredAlert[],
  seriesOf: ReadonlyMap<string, TimeSeries | undefined>,
): Promise<RecordedFiring[]> {
  const repository = createAlertDeliveryRepository(trx, deps.dialect)
  const states = await repository.lockStates(batch.map((alert) => alert.uuid))
  const series: TimeSeries[] = []
  const indexOf = new Map<TimeSeries, number>()
  const items: AlertBatchItem[] = []
  const evaluated: { alert: StoredAlert; state: AlertState }[] = []
  for (const alert of batch) {
    const state = states.get(alert.uuid)
    const watched = seriesOf.get(alert.uuid)
    // Locked by another instance (skipped), or nothing to read.
    if (state === undefined || watched === undefined) continue
    let index = indexOf.get(watched)
    if (index === undefined) {
      index = series.length
      series.push(watched)
      indexOf.set(watched, index)
    }
    items.push({
      rule: alert,
      state,
      series: index,
      snoozedUntil: alert.snoozedUntil === null ? null : alert.snoozedUntil / 1000,
    })
    evaluated.push({ alert, state })
  }
  const results = evaluateAlerts(items, series, deps.clock() / 1000)
  const now = deps.clock()
  const recorded: RecordedFiring[] = []
  const toDisable: string[] = []
  const changed: [string, AlertState][] = []
  for (const [index, result] of results.entries()) {
    const { alert, state } = evaluated[index] as (typeof evaluated)[number]
    if (result.nextState !== state) changed.push([alert.uuid, result.nextState])
    for (const firing of result.firings) {
      const value = firing.change ?? firing.value
      const id = await repository.recordFiring({
        alertUuid: alert.uuid,
        ownerUuid: alert.ownerUuid,
        t: firing.t,
        value,
        test: false,
        firedAt: now,
        channels: alert.channels,
      })
      if (id !== undefined) recorded.push({ id, alert, t: firing.t, value, firedAt: now })
    }
    if (result.disable) toDisable.push(alert.uuid)
  }
  await repository.saveStates(changed, now)
  await createAlertsRepository(trx).turnOff(toDisable, now)
  return recorded
}
