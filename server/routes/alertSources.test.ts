import { afterEach, describe, expect, it } from 'vitest'
import { alertSchema } from '@/core/api/alerts'
import { apiErrorSchema } from '@/core/api/error'
import { userNotificationListSchema } from '@/core/api/notifications'
import { chartDocumentSchema } from '@/core/api/udm'
import { alertBody, alertClient, grantPlan } from '../testing/alertFixtures'
import { testCaller } from '../testing/documentApiClient'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody, formulaItem, metricItem, udmClient } from '../testing/udmFixtures'
import { workbenchPresets } from '../udm/presets'

const origin = 'http://studio.test'

/** A formula alert: the workbench's formula above `level`. */
function formulaAlert(chartUuid: string, item = 'f1', overrides: Record<string, unknown> = {}) {
  return {
    source: { chartUuid, item },
    condition: 'gt',
    conditionValues: [2],
    channels: ['email'],
    ...overrides,
  }
}

describe('formula alerts (source: a workbench formula)', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  /** An Advanced user (the fixture workbench reads MVRV, tier 2) with a saved workbench. */
  async function setup(email = 'ada@studio.test') {
    test ??= await buildTestApp({ PUBLIC_ORIGIN: origin })
    const t = test
    const user = await signedInUser(t, email, origin)
    await grantPlan(t, user.uuid, 'advanced')
    const charts = udmClient(t, origin, user.cookie)
    const items = [
      metricItem(),
      formulaItem('sma(m1, 30)'),
      formulaItem('m1 / f1', { extra: { ref: 'f2', name: 'MVRV over its average' } }),
    ]
    const chart = chartDocumentSchema.parse((await charts.create(chartBody({ items }))).json())
    const notifications = async () =>
      userNotificationListSchema.parse(
        (await testCaller(t, origin, user.cookie)('GET', '/v1/user/notifications')).json(),
      )
    return {
      t,
      user,
      charts,
      chart,
      items,
      api: alertClient(t, origin, user.cookie),
      notifications,
    }
  }

  it("watches a formula of the user's own workbench, named after the formula", async () => {
    const { api, chart } = await setup()
    const created = await api.create(formulaAlert(chart.uuid.toUpperCase()))
    expect(created.statusCode).toBe(201)
    expect(alertSchema.parse(created.json())).toMatchObject({
      path: null,
      source: { chartUuid: chart.uuid, item: 'f1' },
      asset: null,
      currency: null,
      exchange: null,
      metricName: 'MVRV 30d SMA',
      name: 'MVRV 30d SMA',
      disabledReason: null,
    })
    const second = await api.create(formulaAlert(chart.uuid, 'f2', { name: 'Stretched' }))
    expect(second.json()).toMatchObject({ metricName: 'MVRV over its average', name: 'Stretched' })
  })

  it('refuses a workbench that is not the user’s own, a missing formula and one that cannot run', async () => {
    const { api, chart, charts, items } = await setup()
    const bob = await setup('bob@studio.test')
    const refused = async (body: unknown) => {
      const response = await api.create(body)
      expect(response.statusCode, response.body).toBe(400)
      return apiErrorSchema.parse(response.json()).fieldErrors
    }
    const noSuchWorkbench = { 'source.chartUuid': 'No such workbench among your saved charts' }
    expect(await refused(formulaAlert(bob.chart.uuid))).toEqual(noSuchWorkbench)
    expect(await refused(formulaAlert(workbenchPresets[0]?.uuid ?? ''))).toEqual(noSuchWorkbench)
    expect(await refused(formulaAlert(chart.uuid, 'f9'))).toEqual({
      'source.item': 'The workbench "MVRV and its average" has no formula f9',
    })
    expect(await refused(formulaAlert(chart.uuid, 'm1'))).toEqual({
      'source.item': 'Must be the ref of a formula item, such as f1',
    })
    expect(await refused({ ...alertBody(), ...formulaAlert(chart.uuid) })).toEqual({
      source: 'An alert watches a metric path or a workbench formula, not both',
    })
    expect(await refused(formulaAlert(chart.uuid, 'f1', { asset: 'BTC' }))).toEqual({
      asset: 'A formula alert takes it from the workbench',
    })

    const broken = [...items, formulaItem('sma(m1', { extra: { ref: 'f3' } })]
    await charts.update(chart.uuid, chartBody({ items: broken }), { 'if-match': '"v1"' })
    const cannotRun = await refused(formulaAlert(chart.uuid, 'f3'))
    expect(cannotRun?.['source.item']).toMatch(/^The formula f3 cannot be evaluated: /)

    // The formula reads MVRV (tier 2): a Standard plan may not watch it.
    await grantPlan(bob.t, bob.user.uuid, 'standard')
    const standard = await bob.api.create(formulaAlert(bob.chart.uuid))
    expect(standard.statusCode).toBe(403)
    expect(apiErrorSchema.parse(standard.json()).allowed_plans).toEqual([
      'advanced',
      'professional',
      'professional_ml',
    ])
  })

  it('turns an alert off when its formula leaves the workbench, and tells the user', async () => {
    const { api, chart, charts, items, notifications } = await setup()
    const onF1 = alertSchema.parse((await api.create(formulaAlert(chart.uuid, 'f1'))).json())
    const onF2 = alertSchema.parse((await api.create(formulaAlert(chart.uuid, 'f2'))).json())

    // Editing a formula keeps its alert: the alert follows the saved formula.
    const [m1, f1, f2] = items
    if (m1 === undefined || f1 === undefined || f2 === undefined) throw new Error('no items')
    const edited = { ...f1, meta: { ...f1.meta, content: 'sma(m1, 50)' } }
    await charts.update(chart.uuid, chartBody({ items: [m1, edited, f2] }), { 'if-match': '"v1"' })
    expect((await api.read(onF1.uuid)).json()).toMatchObject({ enabled: true, version: 1 })

    // Removing f2 turns its alert off, as a new version, and leaves f1's alone.
    await charts.update(chart.uuid, chartBody({ items: [m1, edited] }), { 'if-match': '"v2"' })
    const off = await api.read(onF2.uuid)
    expect(off.headers.etag).toBe('"v2"')
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: 'source_item_removed' })
    expect((await api.read(onF1.uuid)).json()).toMatchObject({ enabled: true, version: 1 })
    const { data, unread } = await notifications()
    expect(unread).toBe(1)
    expect(data[0]).toMatchObject({
      kind: 'alert_disabled',
      title: 'Alert "MVRV over its average" was turned off',
      body: 'The formula f2 it watched is no longer in the workbench "MVRV and its average". Edit the alert to watch another formula, or delete it.',
      link: '/alerts',
    })
    // A tab still holding version 1 reloads rather than turning it back on.
    const stale = await api.update(onF2.uuid, { ...onF2, enabled: true }, { 'if-match': '"v1"' })
    expect(stale.statusCode).toBe(412)
    // Saving the workbench again tells nothing new.
    await charts.update(chart.uuid, chartBody({ items: [m1, edited] }), { 'if-match': '"v3"' })
    expect((await notifications()).unread).toBe(1)
  })

  it('turns every alert of a deleted workbench off, and takes one back once it watches a formula again', async () => {
    const { api, chart, charts, notifications } = await setup()
    const alert = alertSchema.parse((await api.create(formulaAlert(chart.uuid))).json())
    const metricAlert = alertSchema.parse((await api.create(alertBody())).json())

    expect((await charts.remove(chart.uuid, { 'if-match': '"v1"' })).statusCode).toBe(204)
    expect((await api.read(alert.uuid)).json()).toMatchObject({
      enabled: false,
      disabledReason: 'source_deleted',
      version: 2,
    })
    expect((await api.read(metricAlert.uuid)).json()).toMatchObject({ enabled: true, version: 1 })
    expect((await notifications()).data[0]).toMatchObject({
      kind: 'alert_disabled',
      body: 'The workbench "MVRV and its average" it watched was deleted. Edit the alert to watch another formula, or delete it.',
    })

    // Its old source is gone: it cannot be switched back on as it is.
    const back = await api.update(alert.uuid, { ...alert, enabled: true }, { 'if-match': '"v2"' })
    expect(back.statusCode).toBe(400)
    expect(apiErrorSchema.parse(back.json()).fieldErrors).toEqual({
      'source.chartUuid': 'No such workbench among your saved charts',
    })
    const other = chartDocumentSchema.parse((await charts.create(chartBody())).json())
    const moved = await api.update(
      alert.uuid,
      { ...alert, source: { chartUuid: other.uuid, item: 'f1' }, enabled: true },
      { 'if-match': '"v2"' },
    )
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ enabled: true, disabledReason: null, version: 3 })
  })
})
