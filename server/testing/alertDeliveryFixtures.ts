import type { LookupFunction } from 'node:net'
import type { Kysely } from 'kysely'
import type { AlertChannel } from '@/core/api/alerts'
import type { AlertNotice } from '@/core/alerts/alertNotice'
import type { ChannelDelivery } from '../alerts/delivery/alertChannel'
import type { Dialect } from '../db/createDatabase'
import type { Database } from '../db/schema'
import { createAlertDeliveryRepository } from '../repositories/alertDeliveryRepository'
import { createAlertsRepository } from '../repositories/alertsRepository'

/** A firing of "BTC above 100,000" as the outbox hands it to a channel, for sender tests. */
export function testDelivery(
  userUuid: string,
  overrides: Partial<AlertNotice> = {},
): ChannelDelivery {
  const notice: AlertNotice = {
    firingId: 'f5d1c0de-7a55-4c3b-9a4e-0123456789ab',
    alert: {
      uuid: '3b2f6a70-1c9d-4e8f-a1b2-c3d4e5f60718',
      name: 'BTC above 100k',
      metricName: 'Price',
      path: 'market/price_usd_close',
      source: null,
      asset: 'BTC',
      resolution: '24h',
      condition: 'gt',
      conditionValues: [100_000],
      conditionDuration: null,
    },
    value: 101_234.5,
    t: 1_764_028_800,
    firedAt: 1_764_029_000_000,
    test: false,
    ...overrides,
  }
  return {
    notice,
    userUuid,
    url: `https://studio.example.com/charts/price_usd_close?a=BTC&i=24h&alert=${notice.alert.uuid}`,
    attempt: 1,
  }
}

/** Name resolution that answers `address` for every name, as DNS rebinding would. */
export function lookupTo(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4
  return (_hostname, options, callback) => {
    if (options.all === true) callback(null, [{ address, family }])
    else callback(null, address, family)
  }
}

/**
 * An alert of the user ("BTC above 100", firing at every crossing) and one firing of it recorded
 * with a pending delivery per channel, as the evaluator records them; answers the firing's id.
 */
export async function recordTestFiring(
  db: Kysely<Database>,
  dialect: Dialect,
  userUuid: string,
  {
    channels = ['push'],
    now = Date.now(),
    t = 1_764_028_800,
  }: {
    channels?: AlertChannel[]
    now?: number
    t?: number
  } = {},
): Promise<string> {
  const alert = await createAlertsRepository(db).create(
    userUuid,
    {
      path: 'market/price_usd_close',
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
      name: 'BTC above 100',
      channels,
      repeat: 'every',
      enabled: true,
      snoozedUntil: null,
      disabledReason: null,
    },
    now,
  )
  const firingId = await createAlertDeliveryRepository(db, dialect).recordFiring({
    alertUuid: alert.uuid,
    ownerUuid: userUuid,
    t,
    value: 110,
    test: false,
    firedAt: now,
    channels,
  })
  if (firingId === undefined) throw new Error('The firing was not recorded')
  return firingId
}
