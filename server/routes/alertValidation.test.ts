import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { alertBody, alertClient, grantPlan, type AlertClient } from '../testing/alertFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'

describe('alert validation (/v1/alerts)', () => {
  let test: TestApp
  let api: AlertClient
  let userUuid: string
  beforeAll(async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: origin })
    const user = await signedInUser(test, 'ada@studio.test', origin)
    api = alertClient(test, origin, user.cookie)
    userUuid = user.uuid
    // Room for every alert these tests create.
    await grantPlan(test, userUuid, 'professional')
  })
  afterAll(async () => test.close())

  /** The 400 of a create with these fields over the base alert: its fieldErrors. */
  async function refused(overrides: Record<string, unknown>) {
    const response = await api.create(alertBody(overrides))
    expect(response.statusCode, response.body).toBe(400)
    const error = apiErrorSchema.parse(response.json())
    // The message names each field, as the fieldErrors do.
    for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
      expect(error.message).toContain(field === '' ? message : `${field}: ${message}`)
    }
    return error.fieldErrors
  }

  it('names an unknown metric, a resolution the metric lacks and a metric without alerts', async () => {
    expect(await refused({ path: 'market/nope' })).toEqual({ path: 'Unknown metric market/nope' })
    expect(await refused({ path: 'metrics/market/' })).toEqual({
      path: 'Must be a metric path such as market/price_usd_close',
    })
    expect(await refused({ path: 'addresses/active_count', resolution: '1h' })).toEqual({
      resolution: 'Active Addresses has no 1h data; one of 24h, 1w',
    })
    expect(await refused({ resolution: '1month' })).toEqual({
      resolution: 'Must be one of 10m, 1h, 24h, 1w',
    })
    expect(await refused({ path: 'market/price_usd_ohlc' })).toEqual({
      path: 'Alerts are not available for Price OHLC (market/price_usd_ohlc): its studio configuration does not offer them',
    })
  })

  it('checks asset, currency and exchange against the metric, and fills in its defaults', async () => {
    expect(await refused({ path: 'market/mvrv', asset: 'DOGE' })).toEqual({
      asset: 'MVRV Ratio has no data for DOGE; one of BTC, ETH, LTC, BCH',
    })
    expect(await refused({ asset: null })).toEqual({ asset: 'Required for a metric alert' })
    expect(await refused({ currency: 'native' })).toEqual({ currency: 'Price is served in usd' })
    expect(await refused({ exchange: 'binance' })).toEqual({ exchange: 'Price takes no exchange' })
    const flows = { path: 'exchanges/inflow_sum', asset: 'btc' }
    expect(await refused({ ...flows, exchange: 'mtgox' })).toEqual({
      exchange: 'One of aggregated, binance, coinbase, kraken, bitfinex, okx',
    })
    const created = await api.create(alertBody(flows))
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      asset: 'BTC',
      currency: 'native',
      exchange: 'aggregated',
      metricName: 'Exchange Inflow Volume',
    })
    const chosen = await api.create(alertBody({ ...flows, exchange: 'kraken', currency: 'usd' }))
    expect(chosen.json()).toMatchObject({ exchange: 'kraken', currency: 'usd' })
  })

  it('refuses condition values that are not finite numbers, or too many or too few', async () => {
    const infinite = await api.create(
      `{"path":"market/price_usd_close","asset":"BTC","condition":"gt","conditionValues":[1e999]}`,
      { 'content-type': 'application/json' },
    )
    expect(infinite.statusCode).toBe(400)
    expect(apiErrorSchema.parse(infinite.json()).fieldErrors).toEqual({
      'conditionValues.0': 'Must be a finite number',
    })
    expect(await refused({ conditionValues: ['100000'] })).toEqual({
      'conditionValues.0': 'Must be a finite number',
    })
    expect(await refused({ conditionValues: [] })).toEqual({
      conditionValues: 'gt takes one condition value',
    })
    expect(await refused({ conditionValues: [1, 2] })).toEqual({
      conditionValues: 'gt takes one condition value',
    })
    expect(await refused({ condition: 'in', conditionValues: [1] })).toEqual({
      conditionValues: 'in takes two conditionValues, low and high',
    })
  })

  it('refuses in and out with the low value above the high one', async () => {
    for (const condition of ['in', 'out']) {
      expect(await refused({ condition, conditionValues: [70_000, 60_000] })).toEqual({
        conditionValues: 'Low must not be above high',
      })
    }
    const band = await api.create(
      alertBody({ condition: 'out', conditionValues: [60_000, 70_000] }),
    )
    expect(band.statusCode).toBe(201)
  })

  it('takes a duration for percent conditions only', async () => {
    expect(await refused({ conditionDuration: '24h' })).toEqual({
      conditionDuration: 'Only percent_up and percent_down take a conditionDuration',
    })
    expect(await refused({ condition: 'percent_down', conditionValues: [10] })).toEqual({
      conditionDuration: 'Required for percent_down: one of 10m, 1h, 24h, 1w',
    })
    expect(
      await refused({ condition: 'percent_up', conditionValues: [5], conditionDuration: '1h' }),
    ).toEqual({ conditionDuration: "Must be at least the alert's resolution, 24h" })
    expect(
      await refused({ condition: 'percent_up', conditionValues: [-5], conditionDuration: '1w' }),
    ).toEqual({ conditionValues: 'Must be a percent above 0, such as 5 for 5%' })
    const percent = await api.create(
      alertBody({ condition: 'percent_down', conditionValues: [10], conditionDuration: '1w' }),
    )
    expect(percent.statusCode).toBe(201)
    expect(percent.json()).toMatchObject({ conditionDuration: '1w', conditionValues: [10] })
  })

  it('offers the moving averages of the resolution, in either form', async () => {
    expect(await refused({ movingAverage: 8 })).toEqual({
      movingAverage: 'Must be one of 0, 7, 14, 30, 50, 90 for 24h',
    })
    expect(await refused({ modifier: 'ma_200' })).toEqual({
      modifier: 'Must be one of 0, 7, 14, 30, 50, 90 for 24h',
    })
    expect(await refused({ resolution: '1h', movingAverage: 169 })).toEqual({
      movingAverage: 'Must be 0 to 168 for 1h',
    })
    expect(await refused({ movingAverage: 7, modifier: 'ma_14' })).toEqual({
      modifier: 'Must agree with movingAverage 7',
    })
    expect(await refused({ modifier: 'sma_7' })).toEqual({
      modifier: 'Must be ma_{n}, such as ma_7',
    })
    const hourly = await api.create(alertBody({ resolution: '10m', movingAverage: 100 }))
    expect(hourly.json()).toMatchObject({
      resolution: '10m',
      movingAverage: 100,
      modifier: 'ma_100',
    })
    const both = await api.create(alertBody({ movingAverage: 0, modifier: null }))
    expect(both.json()).toMatchObject({ movingAverage: 0, modifier: null })
    // Weekly series go up to the 200-week average; null names the raw value, so 7 disagrees.
    const weekly = await api.create(alertBody({ resolution: '1w', modifier: 'ma_200' }))
    expect(weekly.json()).toMatchObject({ resolution: '1w', movingAverage: 200 })
    expect(await refused({ resolution: '1w', movingAverage: 201 })).toEqual({
      movingAverage: 'Must be at most 200',
    })
    expect(await refused({ movingAverage: 7, modifier: null })).toEqual({
      modifier: 'Must agree with movingAverage 7',
    })
  })

  it('names the other fields it refuses', async () => {
    expect(await refused({ path: null })).toEqual({
      path: 'Name a metric path, or a workbench formula as source',
    })
    expect(await refused({ channels: ['push', 'push'] })).toEqual({
      channels: 'Name each channel once',
    })
    expect(await refused({ channels: ['sms'] })).toMatchObject({ 'channels.0': expect.any(String) })
    expect(await refused({ repeat: 'twice' })).toMatchObject({ repeat: expect.any(String) })
    expect(await refused({ name: ' ' })).toEqual({ name: 'Must not be empty' })
    expect(await refused({ colour: 'red' })).toEqual({ '': 'Unrecognized key: "colour"' })
    expect(await refused({ snoozedUntil: 'tomorrow' })).toMatchObject({
      snoozedUntil: expect.any(String),
    })
  })
})
