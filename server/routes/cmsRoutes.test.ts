import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { catalogMetricSchema } from '@/core/api/catalog'
import {
  assetTagDocumentSchema,
  catalogMetricDocumentSchema,
  catalogMetricSummarySchema,
  changelogItemSchema,
  chartPageSchema,
  chartSidebarSchema,
  cmsAssetSchema,
  metricAssetSchema,
  outageSchema,
  pagePaginationSchema,
  popupNotificationSchema,
  strapiListSchema,
  strapiSingleSchema,
} from '@/core/api/cms'
import { apiErrorSchema } from '@/core/api/error'
import { demoAssets } from '../demo/assets'
import { catalogMetrics } from '../demo/catalog'
import { createDemoSource } from '../demo/demoSource'
import { changelog } from '../cms/content/changelog'
import { buildTestApp, type TestApp } from '../testing/testApp'

/** 21 November 2026: after every changelog entry of the content. */
const clockMs = Date.UTC(2026, 10, 21, 17, 0)

let test: TestApp
beforeAll(async () => {
  test = await buildTestApp({}, { metricSource: createDemoSource(), clock: () => clockMs })
})
afterAll(() => test.close())

async function get(url: string) {
  const res = await test.app.inject(url)
  return { status: res.statusCode, body: res.json<unknown>(), headers: res.headers }
}

async function list<T extends z.ZodType>(url: string, item: T) {
  const { status, body } = await get(url)
  expect(status).toBe(200)
  return strapiListSchema(item).parse(body)
}

async function badRequest(url: string) {
  const { status, body } = await get(url)
  expect(status).toBe(400)
  return apiErrorSchema.parse(body).message
}

const pageMeta = (meta: { pagination: unknown }) => pagePaginationSchema.parse(meta.pagination)

describe('catalog metrics', () => {
  const catalog = catalogMetrics()

  it('lists every catalog metric without relations by default', async () => {
    const body = await list(
      '/cms/catalog-metrics?pagination[pageSize]=100',
      catalogMetricSummarySchema,
    )
    expect(pageMeta(body.meta).total).toBe(catalog.length)
    expect(body.data.map((m) => m.metricCode)).toEqual(
      catalog.slice(0, 100).map((m) => m.metricCode),
    )
  })

  it('populates metricAssets and studioMetricConfig into full catalog entries', async () => {
    const body = await list('/cms/catalog-metrics?populate=*', catalogMetricDocumentSchema.strict())
    for (const entry of body.data) catalogMetricSchema.parse(entry)
    expect(body.data[0]?.metricAssets).toEqual(catalog[0]?.metricAssets)
  })

  it('selects fields and filters a list of metric codes', async () => {
    const body = await list(
      '/cms/catalog-metrics?fields[0]=group&fields[1]=metricCode&fields[2]=path&fields[3]=shortName&fields[4]=name&fields[5]=tier' +
        '&filters[metricCode][$in][0]=MarketMvrv&filters[metricCode][$in][1]=AddressesActiveCount&sort=metricCode',
      z.unknown(),
    )
    expect(body.data).toEqual([
      expect.objectContaining({ metricCode: 'AddressesActiveCount', group: 'addresses' }),
      expect.objectContaining({ metricCode: 'MarketMvrv', group: 'market', tier: 2 }),
    ])
    for (const entry of body.data) {
      expect(Object.keys(entry as object).sort()).toEqual(
        ['documentId', 'group', 'id', 'metricCode', 'name', 'path', 'shortName', 'tier'].sort(),
      )
    }
  })

  it('answers one metric with populate, and 404 for an unknown code', async () => {
    const { status, body } = await get('/cms/catalog-metrics/MarketMvrv?populate=*')
    expect(status).toBe(200)
    const metric = strapiSingleSchema(catalogMetricDocumentSchema.strict()).parse(body).data
    expect(metric.path).toBe('market/mvrv')
    const missing = await get('/cms/catalog-metrics/NoSuchMetric')
    expect(missing.status).toBe(404)
    expect(apiErrorSchema.parse(missing.body).message).toBe('Unknown metric code: NoSuchMetric')
  })

  it('rejects bad query parameters with 400 and a clear message', async () => {
    expect(await badRequest('/cms/catalog-metrics?fields[0]=colour')).toBe(
      'Invalid query: fields: unknown field "colour" of catalog-metrics',
    )
    expect(await badRequest('/cms/catalog-metrics?filters[tier][$like]=2')).toMatch(
      /unknown operator \$like/,
    )
    expect(await badRequest('/cms/catalog-metrics?pagination[page]=x')).toBe(
      'Invalid query: pagination[page] must be a whole number',
    )
    expect(await badRequest('/cms/catalog-metrics?sort=colour:desc')).toMatch(/unknown field/)
  })

  it('is cacheable: a minute of freshness and 304 on a matching ETag', async () => {
    const first = await test.app.inject('/cms/catalog-metrics')
    expect(first.headers['cache-control']).toBe('public, max-age=60')
    const etag = first.headers.etag
    expect(typeof etag).toBe('string')
    const again = await test.app.inject({
      url: '/cms/catalog-metrics',
      headers: { 'if-none-match': String(etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})

describe('assets, tags and metric assets', () => {
  it('lists assets with name, symbol and assetId, filtered on top tags', async () => {
    const top = await list(
      '/cms/assets?fields[0]=name&fields[1]=symbol&fields[2]=assetId&filters[asset_tags][name][$eq]=top',
      cmsAssetSchema.omit({ asset_tags: true, dashboard_asset_tags: true }).strict(),
    )
    const expected = demoAssets.filter((a) => a.tags.includes('top')).map((a) => a.symbol)
    expect(expected.length).toBeGreaterThan(0)
    expect(top.data.map((a) => a.symbol)).toEqual(expected)

    const dashboard = await list(
      '/cms/assets?filters[dashboard_asset_tags][name][$eq]=top&populate=*',
      cmsAssetSchema.strict(),
    )
    expect(dashboard.data.map((a) => a.symbol)).toEqual(
      demoAssets.filter((a) => a.dashboardTags.includes('top')).map((a) => a.symbol),
    )
    expect(dashboard.data.every((a) => a.dashboard_asset_tags.some((t) => t.name === 'top'))).toBe(
      true,
    )
  })

  it('filters assets by asset id', async () => {
    const body = await list('/cms/assets?filters[assetId][$eq]=ETH', cmsAssetSchema.partial())
    expect(body.data.map((a) => a.assetId)).toEqual(['ETH'])
  })

  it('lists every asset tag in order and the assets that have metrics', async () => {
    const tags = await list('/cms/asset-tags?pagination[pageSize]=100', assetTagDocumentSchema)
    expect(tags.data.map((t) => t.name).slice(0, 3)).toEqual(['top', 'stablecoin', 'ai-token'])
    expect(pageMeta(tags.meta).total).toBe(21)

    const metricAssets = await list(
      '/cms/metric-assets?pagination[pageSize]=100',
      metricAssetSchema,
    )
    const btc = metricAssets.data.find((a) => a.symbol === 'BTC')
    expect(btc?.metricCount).toBe(
      catalogMetrics().filter((m) => m.metricAssets.includes('BTC')).length,
    )
  })
})

describe('editorial content', () => {
  it('serves the changelog newest first, five per page', async () => {
    const url = '/cms/changelogs?sort=publishAt:desc&pagination[page]=1&pagination[pageSize]=5'
    const first = await list(url, changelogItemSchema.strict())
    expect(first.data).toHaveLength(5)
    const dates = first.data.map((item) => item.publishAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(pageMeta(first.meta)).toEqual({
      page: 1,
      pageSize: 5,
      pageCount: Math.ceil(changelog.length / 5),
      total: changelog.length,
    })
    // Without parameters: the same order and page size.
    const plain = await list('/cms/changelogs', changelogItemSchema.strict())
    expect(plain.data).toEqual(first.data)
  })

  it('answers a page past the end empty, with the totals', async () => {
    const page = Math.ceil(changelog.length / 5) + 1
    const body = await list(`/cms/changelogs?pagination[page]=${page}`, changelogItemSchema)
    expect(body.data).toEqual([])
    expect(pageMeta(body.meta).page).toBe(page)
  })

  it('filters the changelog by tag and uses all four tags', async () => {
    for (const tag of ['bug-fix', 'deprecation', 'improvement', 'new-release']) {
      const body = await list(`/cms/changelogs?filters[tag][$eq]=${tag}`, changelogItemSchema)
      expect(body.data.length).toBeGreaterThan(0)
      expect(body.data.every((item) => item.tag === tag)).toBe(true)
    }
  })

  it('lists popup notifications and outages by kind', async () => {
    await list('/cms/popup-notifications', popupNotificationSchema.strict())
    const metrics = await list('/cms/outages?filters[kind][$eq]=metrics', outageSchema.strict())
    expect(metrics.data.length).toBeGreaterThan(0)
    expect(metrics.data.every((outage) => outage.kind === 'metrics')).toBe(true)
  })
})

describe('charts', () => {
  it('answers a chart by metric code and asset with its catalog metrics and defaults', async () => {
    const { status, body } = await get('/cms/charts/MarketMvrv/BTC')
    expect(status).toBe(200)
    const page = strapiSingleSchema(chartPageSchema).parse(body).data
    expect(page.catalogMetrics.map((m) => m.metricCode)).toEqual([
      'MarketMvrv',
      'MarketPriceUsdClose',
    ])
    expect(page.items[0]?.meta).toMatchObject({
      asset: 'BTC',
      metricCode: 'MarketMvrv',
      resolution: '24h',
    })
    expect(page.nestedCharts.every((chart) => chart.path.startsWith('market/'))).toBe(true)
    expect(page.nestedCharts.some((chart) => chart.metricCode === 'MarketMvrv')).toBe(false)
  })

  it('finds a chart by its slug or its code in any letter case', async () => {
    for (const id of ['mvrv', 'marketmvrv', 'price-usd-close']) {
      const { status, body } = await get(`/cms/charts/${id}/BTC`)
      expect(status).toBe(200)
      expect(strapiSingleSchema(chartPageSchema).parse(body).data.id).toBe(
        id === 'price-usd-close' ? 'MarketPriceUsdClose' : 'MarketMvrv',
      )
    }
    const lacking = await get('/cms/charts/mvrv/SOL')
    expect(apiErrorSchema.parse(lacking.body).message).toBe(
      'Chart mvrv is not available for asset SOL',
    )
  })

  it('answers 404 for unknown charts, assets and metrics an asset lacks', async () => {
    expect((await get('/cms/charts/NoSuchMetric/BTC')).status).toBe(404)
    const unknownAsset = await get('/cms/charts/MarketMvrv/NOPE')
    expect(unknownAsset.status).toBe(404)
    expect(apiErrorSchema.parse(unknownAsset.body).message).toBe('Unknown asset: NOPE')
    // Realized cap (hence MVRV) is modelled for UTXO chains and Ethereum only.
    const lacking = await get('/cms/charts/MarketMvrv/SOL')
    expect(apiErrorSchema.parse(lacking.body).message).toBe(
      'Chart MarketMvrv is not available for asset SOL',
    )
  })

  it('groups the sidebar metrics of an asset', async () => {
    const { status, body } = await get('/cms/charts/sidebar-v2/SOL')
    expect(status).toBe(200)
    const sidebar = strapiSingleSchema(chartSidebarSchema).parse(body).data
    const codes = sidebar.groups.flatMap((group) => group.metrics.map((m) => m.metricCode))
    expect(codes).toEqual(expect.arrayContaining(['MarketPriceUsdClose', 'AddressesActiveCount']))
    expect(codes).not.toContain('MarketMvrv')
    expect(sidebar.groups[0]?.group).toBe('market')
    expect((await get('/cms/charts/sidebar-v2/NOPE')).status).toBe(404)
  })
})
