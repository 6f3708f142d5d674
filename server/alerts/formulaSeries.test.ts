import { expect, it } from 'vitest'
import { formulaSeriesSchema } from '@/core/api/alerts'
import { chartDocumentSchema } from '@/core/api/udm'
import { catalogMetrics } from '../demo/catalog'
import { demoAssets } from '../demo/assets'
import { describeEachDatabase } from '../testing/databaseTargets'
import { testCaller } from '../testing/documentApiClient'
import { signedInUser } from '../testing/signedInUser'
import { chartBody, formulaItem, metricItem, udmClient } from '../testing/udmFixtures'
import { alertEngineHarness, harnessOrigin, pointAt } from './testing/alertEngineHarness'

/*
 * GET /v1/alerts/formula-series (docs/api.md, "Alerts"): the series a formula alert evaluates,
 * for the alert dialog's preview, from the user's own saved workbench only.
 */

const priceCode = catalogMetrics(undefined, demoAssets).find(
  (metric) => metric.path === 'market/price_usd_close',
)?.metricCode

describeEachDatabase('formula series of an alert source', (target) => {
  const { setup } = alertEngineHarness(target)

  it('answers the formula over the series the engine reads, to its owner only', async () => {
    const { a, user, create, source } = await setup([
      [pointAt(0), 90],
      [pointAt(1), 105],
    ])
    const items = [
      metricItem({ meta: { asset: 'BTC', metricCode: priceCode, resolution: '24h' } }),
      formulaItem('m1 * 2'),
    ]
    const charts = udmClient(a.test, harnessOrigin, user.cookie)
    const chart = chartDocumentSchema.parse((await charts.create(chartBody({ items }))).json())
    const query = `chartUuid=${chart.uuid}&item=f1&resolution=24h`
    const read = testCaller(a.test, harnessOrigin, user.cookie)
    const answer = await read('GET', `/v1/alerts/formula-series?${query}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(formulaSeriesSchema.parse(answer.json())).toEqual({
      t: [pointAt(0), pointAt(1)],
      v: [180, 210],
    })

    // What an alert on it fires on: the same numbers (210 crosses 200).
    await create({
      path: null,
      asset: null,
      source: { chartUuid: chart.uuid, item: 'f1' },
      conditionValues: [200],
      channels: ['push'],
    })
    source.push(pointAt(2), 80)
    source.push(pointAt(3), 120)
    await a.run()
    expect(a.push.calls.map((c) => c.notice.value)).toEqual([240])

    const bob = await signedInUser(a.test, `bob-${Math.random()}@studio.test`, harnessOrigin)
    const foreign = await testCaller(
      a.test,
      harnessOrigin,
      bob.cookie,
    )('GET', `/v1/alerts/formula-series?${query}`)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toMatchObject({ message: /No such workbench among your saved charts/ })
    const guest = await testCaller(a.test, harnessOrigin)(
      'GET',
      `/v1/alerts/formula-series?${query}`,
    )
    expect(guest.statusCode).toBe(401)
    const missing = await read('GET', `/v1/alerts/formula-series?${query.replace('f1', 'f2')}`)
    expect(missing.statusCode).toBe(400)
  })
})
