import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardData } from '../testing/dashboardFixtures'
import { openApiContract, type OpenApiDocument } from '../testing/openApiContract'
import { publicApiNow, buildPublicApiApp, type PublicApiApp } from '../testing/publicApiApp'
import { publicApiOrigin } from '../testing/publicApiApp'
import { signedInUser, type SignedInUser } from '../testing/signedInUser'
import { alertBody } from '../testing/alertFixtures'
import { chartBody } from '../testing/udmFixtures'
import { openApiPath } from './registerOpenApi'

/*
 * What the reference documents is what the server answers: every documented GET is called on
 * the demo data (as a signed-in user who owns a chart, a dashboard, a category, an alert and a
 * favourite), and each answer must have a documented status and media type and match its
 * documented JSON Schema. Writes: the success and error answers of a representative set.
 */

type Call = (
  method: string,
  url: string,
  options?: { payload?: unknown; headers?: Record<string, string>; guest?: boolean },
) => Promise<import('fastify').LightMyRequestResponse>

describe('the OpenAPI document against the answers', () => {
  let test: PublicApiApp
  let user: SignedInUser
  let document: OpenApiDocument
  let contract: ReturnType<typeof openApiContract>
  let call: Call
  const owned: Record<string, string> = {}

  beforeAll(async () => {
    test = await buildPublicApiApp()
    user = await signedInUser(test, 'contract@example.com', publicApiOrigin)
    call = (method, url, { payload, headers = {}, guest = false } = {}) =>
      test.app.inject({
        method: method as 'GET',
        url,
        headers: { origin: publicApiOrigin, ...(guest ? {} : { cookie: user.cookie }), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
    document = (await call('GET', openApiPath)).json<OpenApiDocument>()
    contract = openApiContract(document)

    const created = async (url: string, payload: unknown) => {
      const response = await call('POST', url, { payload })
      expect(response.statusCode, response.body).toBe(201)
      return response.json<{ uuid: string }>().uuid
    }
    owned.chart = await created('/v1/udm/create', chartBody())
    owned.dashboard = await created('/v1/dashboards/create', { data: dashboardData() })
    owned.chartCategory = await created('/v1/udm/categories', { name: 'Valuation' })
    owned.dashboardCategory = await created('/v1/dashboards/categories', { name: 'Macro' })
    owned.alert = await created('/v1/alerts/create', alertBody())
    const favorites = await call('GET', '/v1/user/favorites')
    const favorite = await call('PUT', '/v1/user/favorites/contract-fav', {
      headers: { 'if-match': favorites.headers.etag as string },
      payload: {
        configType: 'metric',
        meta: { metricCode: 'PriceUsdClose', asset: 'BTC' },
        extra: { name: 'Price' },
      },
    })
    expect(favorite.statusCode, favorite.body).toBe(200)
  })
  afterAll(async () => test.close())

  /** Valid path parameters and queries on the demo data, by documented path. */
  const examples = (): Record<string, string[]> => ({
    '/v1/udm/{id}': [`/v1/udm/${owned.chart}`],
    '/v1/dashboards/{id}': [
      `/v1/dashboards/${owned.dashboard}`,
      '/v1/dashboards/asset-overview?a=ETH',
    ],
    '/v1/dashboards/presets/{slug}': ['/v1/dashboards/presets/asset-overview?a=BTC'],
    '/v1/alerts/{id}': [`/v1/alerts/${owned.alert}`],
    '/v1/alerts/{id}/history': [`/v1/alerts/${owned.alert}/history`],
    '/v1/metrics/{group}/{metric}': ['json', 'columns', 'csv', 'binary'].map(
      (f) =>
        `/v1/metrics/market/price_usd_close?a=BTC&i=24h&f=${f}&s=${publicApiNow - 30 * 86_400}`,
    ),
    '/v1/metrics/{group}/{metric}/bulk': [
      `/v1/metrics/market/price_usd_close/bulk?a=*&s=${publicApiNow - 20 * 86_400}`,
    ],
    '/v1/metadata/metric': [
      '/v1/metadata/metric?path=/market/price_usd_close&a=BTC',
      '/v1/metadata/metric?code=PriceUsdClose',
    ],
    '/v1/metadata/metric/stats': ['/v1/metadata/metric/stats?path=/market/price_usd_close'],
    '/v1/metadata/assets': ['/v1/metadata/assets', "/v1/metadata/assets?filter=asset.id=='BTC'"],
    '/v1/asset-list/assets': ['/v1/asset-list/assets'],
    '/cms/catalog-metrics/{metricCode}': ['/cms/catalog-metrics/PriceUsdClose?populate=*'],
    '/cms/charts/sidebar-v2/{asset}': ['/cms/charts/sidebar-v2/BTC'],
    '/cms/charts/{id}/{asset}': ['/cms/charts/PriceUsdClose/BTC'],
    '/crypto-icons/{file}': ['/crypto-icons/BTC.svg'],
    '/blog/posts/slug/{slug}': [`/blog/posts/slug/${firstPost}`],
    '/blog/images/{file}': [`/blog/images/${firstPost}.svg`],
    '/blog/{slug}': [`/blog/${firstPost}`],
    '/1/indexes/{indexName}/{objectID}': [],
    '/oidc/interaction/{uid}': ['/oidc/interaction/expired-uid'],
    '/oidc/interaction/{uid}/signup': ['/oidc/interaction/expired-uid/signup'],
    '/payments/v1/sandbox/checkout': [
      '/payments/v1/sandbox/checkout?priceId=pri_studio_advanced_monthly',
    ],
    '/v1/user/verify': ['/v1/user/verify?token=not-a-token'],
    '/v1/alerts/unsubscribe': ['/v1/alerts/unsubscribe?token=not-a-token'],
    '/oidc/password-reset/new': ['/oidc/password-reset/new?token=t'],
  })
  let firstPost = ''

  it('answers every documented GET as documented, on the demo data', async () => {
    const posts = (await call('GET', '/blog/posts')).json<{ posts: { slug: string }[] }>().posts
    firstPost = posts[0]?.slug ?? 'no-post'
    const table = examples()
    const problems: string[] = []
    let called = 0
    for (const [path, operations] of Object.entries(document.paths)) {
      if (operations.get === undefined) continue
      const urls = table[path] ?? (path.includes('{') ? undefined : [path])
      if (urls === undefined) {
        problems.push(`GET ${path}: no example to call it with`)
        continue
      }
      for (const url of urls) {
        const headers: Record<string, string> =
          path === '/v1/user/verify' ? { accept: 'application/json' } : {}
        problems.push(...contract.problems('GET', path, await call('GET', url, { headers })))
        called += 1
      }
    }
    expect(problems).toEqual([])
    expect(called).toBeGreaterThan(60)
  })

  it('documents the answers of the writes, their errors included', async () => {
    const problems: string[] = []
    const check = async (
      method: string,
      path: string,
      url: string,
      options?: Parameters<Call>[2],
    ) => {
      const response = await call(method, url, options)
      problems.push(...contract.problems(method, path, response))
      return response
    }
    // Success, a form's 400 with fieldErrors, a guest's 401, a missing If-Match, a stale one.
    const created = await check('POST', '/v1/dashboards/create', '/v1/dashboards/create', {
      payload: { data: dashboardData() },
    })
    expect(created.statusCode).toBe(201)
    const invalid = await check('POST', '/v1/dashboards/create', '/v1/dashboards/create', {
      payload: { data: { configs: 'nope' } },
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json<{ fieldErrors?: object }>().fieldErrors).toBeDefined()
    const guest = await check('POST', '/v1/dashboards/create', '/v1/dashboards/create', {
      payload: {},
      guest: true,
    })
    expect(guest.statusCode).toBe(401)
    const id = created.json<{ uuid: string }>().uuid
    const body = { data: dashboardData() }
    expect(
      (await check('PUT', '/v1/dashboards/{id}', `/v1/dashboards/${id}`, { payload: body }))
        .statusCode,
    ).toBe(428)
    expect(
      (
        await check('PUT', '/v1/dashboards/{id}', `/v1/dashboards/${id}`, {
          payload: body,
          headers: { 'if-match': '"v9"' },
        })
      ).statusCode,
    ).toBe(412)
    const updated = await check('PUT', '/v1/dashboards/{id}', `/v1/dashboards/${id}`, {
      payload: body,
      headers: { 'if-match': '"v1"' },
    })
    expect(updated.statusCode).toBe(200)
    const removed = await check('DELETE', '/v1/dashboards/{id}', `/v1/dashboards/${id}`, {
      headers: { 'if-match': '"v2"' },
    })
    expect(removed.statusCode).toBe(204)
    expect((await check('GET', '/v1/dashboards/{id}', `/v1/dashboards/${id}`)).statusCode).toBe(404)

    // A read revalidated at the current version: 304 without a body, as documented.
    const revalidated = [
      ['/v1/dashboards/{id}', `/v1/dashboards/${owned.dashboard}`, '"v1"'],
      ['/v1/udm/{id}', `/v1/udm/${owned.chart}`, '"v1"'],
      ['/v1/alerts/{id}', `/v1/alerts/${owned.alert}`, '"v1"'],
      ['/v1/user/favorites', '/v1/user/favorites', 'W/"v2"'],
    ] as const
    for (const [path, url, tag] of revalidated) {
      const answer = await check('GET', path, url, { headers: { 'if-none-match': tag } })
      expect(answer.statusCode, url).toBe(304)
    }

    // Charts, categories, alerts, favourites, the account.
    expect(
      (await check('POST', '/v1/udm/create', '/v1/udm/create', { payload: chartBody() }))
        .statusCode,
    ).toBe(201)
    expect(
      (await check('POST', '/v1/udm/create', '/v1/udm/create', { payload: {} })).statusCode,
    ).toBe(400)
    expect(
      (
        await check('POST', '/v1/udm/categories', '/v1/udm/categories', {
          payload: { name: 'Valuation' },
        })
      ).statusCode,
    ).toBe(409)
    expect(
      (await check('POST', '/v1/alerts/create', '/v1/alerts/create', { payload: alertBody() }))
        .statusCode,
    ).toBe(201)
    expect(
      (await check('POST', '/v1/alerts/create', '/v1/alerts/create', { payload: {} })).statusCode,
    ).toBe(400)
    expect(
      (await check('DELETE', '/v1/user/favorites/{id}', '/v1/user/favorites/contract-fav'))
        .statusCode,
    ).toBe(204)
    expect(
      (await check('PATCH', '/v1/user/info', '/v1/user/info', { payload: { firstName: 'Grace' } }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await check('POST', '/v1/user/signup', '/v1/user/signup', {
          payload: { email: 'x' },
          guest: true,
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (await check('POST', '/v1/user/generate_api_key', '/v1/user/generate_api_key')).statusCode,
    ).toBe(200)
    // The public API's errors keep their statuses and shape.
    expect(
      (
        await check(
          'GET',
          '/v1/metrics/{group}/{metric}',
          '/v1/metrics/market/price_usd_close?a=XYZ',
        )
      ).statusCode,
    ).toBe(400)
    expect(
      (await check('GET', '/v1/metrics/{group}/{metric}', '/v1/metrics/market/nope?a=BTC'))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await check(
          'GET',
          '/v1/metrics/{group}/{metric}',
          '/v1/metrics/market/price_usd_close?a=BTC',
          {
            headers: { 'x-api-key': 'unknown' },
          },
        )
      ).statusCode,
    ).toBe(401)
    expect(problems).toEqual([])
  })
})
