import type { FastifyBaseLogger } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { currentStep } from '../../server/metrics/metricsApi'
import { createAlertEngine } from '../../server/alerts/alertEngine'
import { createAlertMetrics } from '../../server/alerts/alertMetrics'
import type { ChannelDelivery } from '../../server/alerts/delivery/alertChannel'
import { deliveryConcurrency } from '../../server/alerts/delivery/outbox'
import { newWebhookSecret, sealWebhookSecret } from '../../server/alerts/delivery/webhookSecret'
import { createWebhookSender, webhookBody } from '../../server/alerts/delivery/webhookSender'
import { createScriptedSource, scriptedPath } from '../../server/alerts/testing/scriptedSource'
import { catalogMetrics } from '../../server/demo/catalog'
import { createOutboundGuard } from '../../server/http/outboundGuard'
import { postOutbound } from '../../server/http/outboundRequest'
import {
  createAlertsRepository,
  type AlertFields,
} from '../../server/repositories/alertsRepository'
import { createAlertWebhooksRepository } from '../../server/repositories/alertWebhooksRepository'
import { createUsersRepository } from '../../server/repositories/usersRepository'
import { openBenchDatabase } from './benchDatabase'
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver'

/*
 * Firing-to-webhook delivery (issue 16, "Benchmark"): 1,000 alerts of 1,000 users, each with the
 * webhook channel and a webhook URL on a local receiver, all crossing their level on one new
 * point. Ours is the server's path end to end: the alert engine's tick (the real evaluator over a
 * real, migrated database) records the 1,000 firings with their delivery rows, and the real
 * outbox claims them and hands them to the real webhook sender (signed, Standard Webhooks, through
 * the outbound guard with private networks allowed, as self-hosting sets it). A firing's latency
 * is the receiver's receipt time minus the firing's recorded time (fired_at). The floor is the
 * same 1,000 signed POSTs (body built and signed per request, the same http client and guard)
 * sent straight to the same receiver in a plain loop with as many in flight as the outbox
 * allows, its latency measured from the loop's start, when all 1,000 are known. Goal: p99
 * delivery under 2 s.
 */

const firingCount = 1_000
const goalMs = 2_000
/** As many in flight as the outbox sends at once. */
const floorConcurrency = deliveryConcurrency
const waitMs = 60_000
const sessionSecret = Buffer.alloc(32, 7)

/** Errors to stderr, the rest dropped: a failing delivery should not pass unnoticed. */
const log = {
  level: 'error',
  fatal: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => log,
} as unknown as FastifyBaseLogger

export interface Latencies {
  p50: number
  p99: number
  max: number
  /** From the start (the tick's, or the loop's) to the last receipt. */
  totalMs: number
}

export interface AlertDeliveryResult {
  database: string
  firings: number
  setupSeconds: number
  /** The tick: evaluation, the firings and their delivery rows recorded. */
  tickMs: number
  /** Ours from fired_at. */
  ours: Latencies
  /** Ours from the tick's start (the first firing is recorded a moment after it). */
  oursFromTickMs: Latencies
  floor: Latencies
  delivered: number
  verified: number
}

function latencies(values: readonly number[], totalMs: number): Latencies {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  return { p50: at(0.5) ?? NaN, p99: at(0.99) ?? NaN, max: at(1) ?? NaN, totalMs }
}

const alertFields = (i: number): AlertFields => ({
  path: scriptedPath,
  source: null,
  asset: 'BTC',
  currency: null,
  exchange: null,
  resolution: '24h',
  condition: 'gt',
  conditionValues: [100],
  conditionDuration: null,
  movingAverage: 0,
  metricName: 'Price',
  name: `Bench alert ${i}`,
  channels: ['webhook'],
  repeat: 'every',
  enabled: true,
  snoozedUntil: null,
  disabledReason: null,
})

/** The floor: the same signed POSTs, `floorConcurrency` in flight, from a plain loop. */
async function sendStraight(
  receiver: WebhookReceiver,
  deliveries: readonly ChannelDelivery[],
  secrets: ReadonlyMap<string, string>,
): Promise<{ start: number }> {
  const guard = createOutboundGuard({ allowPrivateNetworks: true })
  const start = Date.now()
  let next = 0
  const worker = async () => {
    while (next < deliveries.length) {
      const delivery = deliveries[next] as ChannelDelivery
      next += 1
      const payload = JSON.stringify(webhookBody(delivery))
      const id = delivery.notice.firingId
      const now = Date.now()
      const secret = secrets.get(delivery.userUuid) as string
      const result = await postOutbound(guard, {
        url: receiver.url,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'OnchainStudio-Webhooks/1',
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now / 1000)),
          'webhook-signature': new Webhook(secret).sign(id, new Date(now), payload),
        },
        body: payload,
        timeoutMs: 5_000,
      })
      if (result.kind !== 'response' || result.status !== 200) throw new Error('floor: not sent')
    }
  }
  await Promise.all(Array.from({ length: floorConcurrency }, worker))
  guard.close()
  return { start }
}

export async function measureAlertDelivery(): Promise<AlertDeliveryResult> {
  const setupStart = performance.now()
  const database = await openBenchDatabase()
  const receiver = await startWebhookReceiver()
  const guard = createOutboundGuard({ allowPrivateNetworks: true })
  const { db, dialect } = database.handle
  try {
    const step = currentStep(Date.now())
    // Armed on 90; the next point, 110, takes every alert above its level of 100 at once.
    const source = createScriptedSource([[step - 1_200, 90]])
    const secrets = new Map<string, string>()
    await db.transaction().execute(async (trx) => {
      const users = createUsersRepository(trx)
      const alerts = createAlertsRepository(trx)
      const webhooks = createAlertWebhooksRepository(trx)
      const now = Date.now()
      for (let i = 0; i < firingCount; i += 1) {
        const user = await users.create({
          email: `bench-${i}@studio.test`,
          firstName: 'Bench',
          lastName: String(i),
          // Never signed in with: no hashing needed.
          passwordHash: 'unused',
          newsletter: false,
          referral: null,
        })
        if (user === undefined) throw new Error('bench user not created')
        const secret = newWebhookSecret()
        secrets.set(user.uuid, secret)
        await webhooks.setUrl(
          user.uuid,
          receiver.url,
          sealWebhookSecret(sessionSecret, secret),
          now,
        )
        await alerts.create(user.uuid, alertFields(i), now)
      }
    })
    const engine = createAlertEngine({
      db,
      dialect,
      source,
      metrics: createAlertMetrics(catalogMetrics(), source),
      clock: Date.now,
      log,
      senders: [createWebhookSender({ db, sessionSecret, guard })],
      origin: 'http://127.0.0.1',
      metricCodeOf: (path) => source.descriptor(path)?.code,
    })
    if ((await engine.tick(true)).length !== 0) throw new Error('fired while arming')
    const setupSeconds = (performance.now() - setupStart) / 1000

    source.push(step - 600, 110)
    const tickStart = Date.now()
    const fired = await engine.tick()
    const tickMs = Date.now() - tickStart
    if (fired.length !== firingCount) throw new Error(`${fired.length} firings`)
    await receiver.waitFor(firingCount, waitMs)
    await engine.deliverDue()

    const received = fired.map((firing) => {
      const got = receiver.received.get(firing.id)
      if (got === undefined) throw new Error('a firing was not received')
      return { firing, got }
    })
    const last = Math.max(...received.map(({ got }) => got.at))
    const ours = latencies(
      received.map(({ firing, got }) => got.at - firing.firedAt),
      last - tickStart,
    )
    const oursFromTickMs = latencies(
      received.map(({ got }) => got.at - tickStart),
      last - tickStart,
    )
    let verified = 0
    for (const { firing, got } of received) {
      new Webhook(secrets.get(firing.alert.ownerUuid) as string).verify(got.body, {
        'webhook-id': String(got.headers['webhook-id']),
        'webhook-timestamp': String(got.headers['webhook-timestamp']),
        'webhook-signature': String(got.headers['webhook-signature']),
      })
      verified += 1
    }
    const delivered = await db
      .selectFrom('alert_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow()

    // The floor: the same firings as the channel is handed them, sent straight.
    const deliveries: ChannelDelivery[] = fired.map((firing) => ({
      notice: {
        firingId: firing.id,
        alert: firing.alert,
        value: firing.value,
        t: firing.t,
        firedAt: firing.firedAt,
        test: false,
      },
      userUuid: firing.alert.ownerUuid,
      url: `http://127.0.0.1/charts/price?alert=${firing.alert.uuid}`,
      attempt: 1,
    }))
    receiver.reset()
    const { start } = await sendStraight(receiver, deliveries, secrets)
    const floorTimes = [...receiver.received.values()].map((got) => got.at - start)
    const floor = latencies(floorTimes, Math.max(...floorTimes))

    return {
      database: database.label,
      firings: firingCount,
      setupSeconds,
      tickMs,
      ours,
      oursFromTickMs,
      floor,
      delivered: Number(delivered.n),
      verified,
    }
  } finally {
    guard.close()
    await receiver.close()
    await database.dispose()
  }
}

const ms = (x: number) => `${x.toFixed(0)} ms`
const spread = (l: Latencies) =>
  `p50 ${ms(l.p50)}, p99 ${ms(l.p99)}, max ${ms(l.max)}; all in ${ms(l.totalMs)}`

export function printAlertDeliveryReport(r: AlertDeliveryResult): void {
  console.log(
    `\nAlert delivery: ${r.firings.toLocaleString('en-US')} simultaneous firings to webhooks ` +
      `on 127.0.0.1 (${r.database})`,
  )
  console.log(
    `  setup  ${r.firings} users with a webhook and an alert each, armed, in ` +
      `${r.setupSeconds.toFixed(1)} s; the tick recorded the firings in ${ms(r.tickMs)}`,
  )
  console.log(`  ours   tick, outbox, webhook sender, from fired_at: ${spread(r.ours)}`)
  console.log(`         from the tick's start: ${spread(r.oursFromTickMs)}`)
  console.log(
    `  floor  the same signed POSTs in a plain loop, ${floorConcurrency} in flight: ` +
      spread(r.floor),
  )
  console.log(
    `  ratio  p99 ${(r.ours.p99 / r.floor.p99).toFixed(1)}x the floor's; ` +
      `goal p99 under 2 s: ${r.ours.p99 < goalMs ? 'met' : 'NOT met'} ` +
      `(${r.delivered} rows delivered, ${r.verified} signatures verified)`,
  )
}
