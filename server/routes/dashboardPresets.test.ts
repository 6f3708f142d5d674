import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dashboardDocumentSchema,
  dashboardPresetCatalogSchema,
  dashboardPresetListSchema,
  type DashboardDocument,
} from '@/core/api/dashboards'
import { catalogMetrics } from '../demo/catalog'
import { dashboardPresets, presetDocument } from '../dashboards/presets'
import { dashboardClient, dashboardData } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'
const metricCodes = (doc: DashboardDocument) =>
  doc.data.configs.flatMap((c) => (c.configType === 'metric' ? [c.meta.metricCode] : []))

describe('dashboard presets', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: origin })
  })
  afterAll(async () => {
    await test.close()
  })
  const guest = () => dashboardClient(test, origin)

  it('never take the slug "new": /dashboards/new is a new dashboard, not a preset', () => {
    expect(dashboardPresets.map((preset) => preset.slug)).not.toContain('new')
  })

  it('are whole dashboards over metrics the demo catalog has for their asset', () => {
    const catalog = new Map(catalogMetrics().map((m) => [m.metricCode, m]))
    for (const preset of dashboardPresets) {
      const assets = preset.assets.length > 0 ? preset.assets : ['BTC', 'ETH', 'SOL', 'DOGE']
      for (const asset of assets) {
        const doc = presetDocument(preset, asset)
        expect(doc.data.configs.length, preset.slug).toBeGreaterThan(0)
        for (const config of doc.data.configs) {
          if (config.configType !== 'metric') continue
          const metric = catalog.get(config.meta.metricCode)
          expect(metric?.path, config.meta.metricCode).toBe(config.meta.path)
          expect(metric?.metricAssets).toContain(config.meta.asset)
        }
        expect(
          doc.data.configs.some((c) => c.configType === 'text' || c.configType === 'markdown'),
        ).toBe(true)
      }
    }
  })

  it('lists the presets offered for an asset, the asset overview following it', async () => {
    const res = await guest().get('/v1/dashboards/presets?asset=eth')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    const list = dashboardPresetListSchema.parse(res.json())
    expect(list.data.map((d) => d.slug)).toEqual(['asset-overview', 'derivatives-overview'])
    const overview = list.data[0]
    expect(overview?.data.meta).toEqual({
      name: 'Asset overview: ETH',
      asset: 'ETH',
      slug: 'asset-overview',
    })
    expect(
      overview?.data.configs.every((c) => c.configType !== 'metric' || c.meta.asset === 'ETH'),
    ).toBe(true)
    expect(overview).toMatchObject({ isPreset: true, isOwner: false, type: 'preset', version: 1 })
  })

  it('drops the tiles whose metric the asset lacks and closes the gap', async () => {
    const btc = dashboardDocumentSchema.parse(
      (await guest().get('/v1/dashboards/presets/asset-overview?a=BTC')).json(),
    )
    const doge = dashboardDocumentSchema.parse(
      (await guest().get('/v1/dashboards/presets/asset-overview?a=DOGE')).json(),
    )
    expect(metricCodes(btc)).toContain('MarketMvrv')
    expect(metricCodes(doge)).not.toContain('MarketMvrv')
    expect(metricCodes(doge)).toContain('MarketPriceUsdClose')
    // The same widget keeps its uuid whatever the asset.
    expect(doge.data.configs[0]?.uuid).toBe(btc.data.configs[0]?.uuid)
    expect(doge.data.layouts.every((l) => l.x + l.w <= 12)).toBe(true)
  })

  it('opens a preset by slug or uuid under /v1/dashboards too, with its ETag', async () => {
    const bySlug = await guest().read('asset-overview', '?a=SOL')
    expect(bySlug.statusCode).toBe(200)
    expect(bySlug.headers.etag).toBe('"v1"')
    const doc = dashboardDocumentSchema.parse(bySlug.json())
    expect(doc.data.meta.asset).toBe('SOL')
    const byUuid = dashboardDocumentSchema.parse((await guest().read(doc.uuid, '?a=SOL')).json())
    expect(byUuid).toEqual(doc)
    expect((await guest().read('bitcoin-cycle-indicators', '?a=ETH')).json()).toMatchObject({
      status: 404,
      message: 'This dashboard is not available for "ETH".',
    })
    expect((await guest().get('/v1/dashboards/presets/no-such-preset')).statusCode).toBe(404)
    expect(
      (await guest().get('/v1/dashboards/presets/asset-overview?a=not%20an%20asset')).statusCode,
    ).toBe(400)
  })

  it('lists research presets by asset and every preset in the v2 catalogue', async () => {
    const research = dashboardPresetListSchema.parse(
      (await guest().get('/v1/dashboards/research-presets?asset=BTC')).json(),
    )
    expect(research.data.map((d) => [d.slug, d.type])).toEqual([
      ['bitcoin-onchain-week', 'research'],
    ])
    const all = dashboardPresetListSchema.parse(
      (await guest().get('/v1/dashboards/research-presets')).json(),
    )
    expect(all.data.map((d) => d.slug)).toEqual(['bitcoin-onchain-week', 'ether-market-structure'])

    const catalogue = dashboardPresetCatalogSchema.parse(
      (await guest().get('/v1/dashboards/presets/v2')).json(),
    )
    expect(catalogue.data.map((d) => [d.slug, d.type, d.followsAsset, d.presetAssets])).toEqual([
      ['asset-overview', 'preset', true, []],
      ['bitcoin-cycle-indicators', 'preset', false, ['BTC']],
      ['derivatives-overview', 'preset', true, ['BTC', 'ETH']],
      ['bitcoin-onchain-week', 'research', false, ['BTC']],
      ['ether-market-structure', 'research', false, ['ETH']],
    ])
    expect(catalogue.data[0]?.itemCount).toBeGreaterThan(0)
  })

  it('are read-only: a change answers 403 and a copy saves as the user’s own', async () => {
    const api = dashboardClient(
      test,
      origin,
      (await signedInUser(test, 'ada@studio.test', origin)).cookie,
    )
    const preset = dashboardDocumentSchema.parse(
      (await api.read('asset-overview', '?a=ETH')).json(),
    )
    for (const id of [preset.uuid, 'asset-overview']) {
      const put = await api.update(id, { data: dashboardData() }, { 'if-match': '"v1"' })
      expect(put.statusCode).toBe(403)
      expect(put.json()).toMatchObject({
        message: 'Dashboard presets are read-only: save a copy instead',
      })
      expect((await api.remove(id, { 'if-match': '"v1"' })).statusCode).toBe(403)
    }
    const copy = await api.create(preset)
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({
      type: 'user',
      isOwner: true,
      isPreset: false,
      data: { meta: { slug: 'asset-overview', asset: 'ETH' } },
    })
    expect(copy.json<{ uuid: string }>().uuid).not.toBe(preset.uuid)
  })
})
