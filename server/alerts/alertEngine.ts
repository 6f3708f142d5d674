import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { alertChartHref } from '@/core/alerts/alertNotice'
import { evaluateAlert } from '@/core/alerts/evaluateAlert'
import { newestWatched } from '@/core/alerts/watchedColumn'
import { unarmedAlertState, type AlertState } from '@/core/alerts/alertState'
import type { AlertFiringRecord } from '@/core/api/alertDelivery'
import type { AlertSource } from '@/core/api/alerts'
import type { AlertInterval } from '@/core/alerts/alertRule'
import type { TimeSeries } from '@/core/series/align'
import type { AlertPulse } from '@/core/api/pulses'
import type { Dialect } from '../db/createDatabase'
import type { Database } from '../db/schema'
import { HttpError } from '../http/httpError'
import { currentStep } from '../metrics/metricsApi'
import type { MetricSource } from '../metrics/metricSource'
import { intervalRepeater, type Repeater } from '../payments/sandboxClock'
import type { PulseHub } from '../pulses/pulseHub'
import { createAlertDeliveryRepository } from '../repositories/alertDeliveryRepository'
import type { AlertFields, StoredAlert } from '../repositories/alertsRepository'
import type { AlertMetrics } from './alertMetrics'
import { alertSeries, cachedSeriesLoader, type SeriesOfAlert } from './alertSeries'
import { evaluateAllAlerts, type RecordedFiring } from './alertEvaluator'
import type { AlertChannelSender } from './delivery/alertChannel'
import { createOutbox } from './delivery/outbox'

/*
 * Alert evaluation and delivery on this instance (docs/alerts.md, "Evaluation and delivery").
 * Every `tickMs` it refreshes the metric source and evaluates all alerts when the 10-minute step
 * or the source's version changed (a new demo point, an import by another process), then
 * delivers what is due in the outbox. A firing wakes the outbox at once, so a delivery does not
 * wait for the next tick; retries wait for theirs. Every instance runs one: the database keeps
 * them from firing or delivering twice.
 */

export interface AlertEngineDeps {
  db: Kysely<Database>
  dialect: Dialect
  source: MetricSource
  metrics: AlertMetrics
  clock: () => number
  log: FastifyBaseLogger
  senders: readonly AlertChannelSender[]
  pulses?: PulseHub | undefined
  /** The app's origin, for the absolute links channels send. */
  origin: string
  /** A chart id for alertChartHref: the metric's code for a path. */
  metricCodeOf: (path: string) => string | undefined
}

export interface AlertEngine {
  /** Evaluates all alerts if new points may have come (or always with `force`). */
  tick(force?: boolean): Promise<RecordedFiring[]>
  /** Delivers what is due now (waits for a running pass, then runs another). */
  deliverDue(): Promise<void>
  /** The state an alert with these fields is armed at now (unarmed if its series is unread). */
  armedState(fields: AlertFields, ownerUuid: string): Promise<AlertState>
  /**
   * The series a formula alert on `source` at `resolution` evaluates now, as a tick reads it;
   * undefined when it does not evaluate to a series. The caller checks the source is the owner's.
   */
  formulaSeries(
    source: AlertSource,
    resolution: AlertInterval,
    ownerUuid: string,
  ): Promise<TimeSeries | undefined>
  /** Records a test firing with a delivery on each channel, publishes it, wakes the outbox. */
  testFiring(alert: StoredAlert): Promise<AlertFiringRecord>
  /** Ticks every `everyMs` from now on; the answer stops and waits for running work. */
  start(everyMs: number, repeat?: Repeater): () => Promise<void>
}

export function createAlertEngine(deps: AlertEngineDeps): AlertEngine {
  const { db, dialect, source, clock, log } = deps
  const chartHref = (alert: StoredAlert, t: number) => {
    const chartId =
      alert.source?.chartUuid ?? (alert.path === null ? '' : deps.metricCodeOf(alert.path))
    return alertChartHref(alert, chartId ?? alert.path ?? '', t)
  }
  const outbox = createOutbox({
    db,
    dialect,
    senders: deps.senders,
    clock,
    log,
    urlOf: (alert, t) => `${deps.origin}${chartHref(alert, t)}`,
  })

  let lastKey: string | undefined
  let evaluating: Promise<RecordedFiring[]> | undefined
  let delivering: Promise<void> | undefined
  let deliverAgain = false

  async function publish(firing: RecordedFiring, test: boolean) {
    if (deps.pulses === undefined) return
    const { alert } = firing
    const pulse: AlertPulse = {
      type: 'alert',
      alert: {
        uuid: alert.uuid,
        name: alert.name,
        metricName: alert.metricName,
        path: alert.path,
        asset: alert.asset,
        resolution: alert.resolution,
        condition: alert.condition,
        conditionValues: alert.conditionValues,
        conditionDuration: alert.conditionDuration,
      },
      value: firing.value,
      t: firing.t,
      firedAt: firing.firedAt,
      firingId: firing.id,
      test,
      url: chartHref(alert, firing.t),
    }
    await deps.pulses
      .publish(alert.ownerUuid, pulse)
      .catch((error: unknown) => log.warn({ err: error }, 'Alert pulse not published'))
  }

  async function evaluate(force: boolean): Promise<RecordedFiring[]> {
    await source.refresh?.()
    const now = currentStep(clock())
    const key = `${now}|${source.version?.() ?? ''}`
    if (!force && key === lastKey) return []
    const fired = await evaluateAllAlerts({ ...deps }, now)
    lastKey = key
    if (fired.length > 0) {
      log.info({ firings: fired.length }, 'Alerts fired')
      void deliverDue()
      for (const firing of fired) await publish(firing, false)
    }
    return fired
  }

  function deliverDue(): Promise<void> {
    if (delivering !== undefined) {
      // A firing recorded during a pass may have been claimed too late for it: one more pass.
      deliverAgain = true
      return delivering
    }
    delivering = (async () => {
      do {
        deliverAgain = false
        await outbox.deliverDue()
      } while (deliverAgain)
    })()
      .catch((error: unknown) => log.error({ err: error }, 'Alert outbox pass failed'))
      .finally(() => {
        delivering = undefined
      })
    return delivering
  }

  async function latestSeries(alert: SeriesOfAlert) {
    // An import made a moment ago counts (the source throttles its own checks).
    await source.refresh?.()
    const load = cachedSeriesLoader(source, currentStep(clock()))
    return alertSeries(alert, { db, metrics: deps.metrics, load })
  }

  function tick(force = false): Promise<RecordedFiring[]> {
    evaluating ??= evaluate(force).finally(() => {
      evaluating = undefined
    })
    return evaluating
  }

  return {
    tick,

    deliverDue,

    async armedState(fields, ownerUuid) {
      const alert: StoredAlert = {
        ...fields,
        uuid: '',
        ownerUuid,
        version: 0,
        createdAt: 0,
        updatedAt: 0,
      }
      try {
        const series = await latestSeries(alert)
        if (series === undefined) return unarmedAlertState
        return evaluateAlert(unarmedAlertState, series, { rule: alert }).nextState
      } catch (error) {
        // The next tick arms it.
        log.warn({ err: error }, 'Alert not armed at save')
        return unarmedAlertState
      }
    },

    formulaSeries(source, resolution, ownerUuid) {
      const alert = { path: null, asset: null, currency: null, exchange: null }
      return latestSeries({ ...alert, source, resolution, ownerUuid })
    },

    async testFiring(alert) {
      const series = await latestSeries(alert).catch(() => undefined)
      const now = series && newestWatched(series, alert.movingAverage)
      if (now === undefined) {
        throw new HttpError(409, 'This alert’s series has no value now: a test needs one')
      }
      const { t, value } = now
      const firedAt = clock()
      const id = await createAlertDeliveryRepository(db, dialect).recordFiring({
        alertUuid: alert.uuid,
        ownerUuid: alert.ownerUuid,
        t,
        value,
        test: true,
        firedAt,
        channels: alert.channels,
      })
      if (id === undefined) throw new Error('A test firing was not recorded')
      await publish({ id, alert, t, value, firedAt }, true)
      void deliverDue()
      return {
        id,
        t,
        value,
        firedAt,
        test: true,
        deliveries: alert.channels.map((channel) => ({
          channel,
          status: 'pending' as const,
          attempts: 0,
          detail: null,
          deliveredAt: null,
        })),
      }
    },

    start(everyMs, repeat = intervalRepeater) {
      let running: Promise<void> | undefined
      const run = async () => {
        await tick().catch((error: unknown) => log.error({ err: error }, 'Alert tick failed'))
        await deliverDue()
      }
      const stop = repeat(everyMs, () => {
        // A slow tick is not overtaken by the next one.
        running ??= run().finally(() => {
          running = undefined
        })
        return running
      })
      // Deliveries left pending by a previous process, at once.
      void deliverDue()
      return async () => {
        stop()
        await running
        await evaluating?.catch(() => undefined)
        await delivering
      }
    },
  }
}
