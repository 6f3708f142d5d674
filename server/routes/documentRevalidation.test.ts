import { afterAll, beforeAll, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { alertBody, alertClient } from '../testing/alertFixtures'
import { dashboardClient, dashboardData } from '../testing/dashboardFixtures'
import { describeEachDatabase } from '../testing/databaseTargets'
import { testCaller } from '../testing/documentApiClient'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody } from '../testing/udmFixtures'

const origin = 'http://studio.test'

/*
 * Reads of the stored documents answer 304 Not Modified to an If-None-Match naming the current
 * version (RFC 9110, 13.1.2, weak comparison), so the app revalidates the copy it holds before an
 * edit for the price of a header; any other tag, or a malformed one, gets the document whole.
 */
describeEachDatabase('revalidating document reads with If-None-Match', (target) => {
  let test: TestApp
  let cookie: string
  let call: ReturnType<typeof testCaller>
  beforeAll(async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: origin }, {}, { database: target.open() })
    cookie = (await signedInUser(test, 'reader@studio.test', origin)).cookie
    call = testCaller(test, origin, cookie)
  })
  afterAll(async () => test.close())

  const read = (url: string, tag?: string) =>
    call('GET', url, undefined, tag === undefined ? {} : { 'if-none-match': tag })

  /** A 304 as RFC 9110 has it: no body, the current ETag, and still not stored by caches. */
  function expectNotModified(answer: LightMyRequestResponse, version: number) {
    expect(answer.statusCode, answer.body).toBe(304)
    expect(answer.body).toBe('')
    expect(answer.headers.etag).toBe(`"v${version}"`)
    expect(answer.headers['cache-control']).toBe('private, no-store')
  }

  /** Every form of a matching tag answers 304; others the document, with its ETag. */
  async function expectRevalidation(url: string, version: number) {
    const whole = await read(url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers.etag).toBe(`"v${version}"`)
    for (const tag of [
      `"v${version}"`,
      `W/"v${version}"`,
      `"v${version + 7}", W/"v${version}"`,
      `"other", "v${version}"`,
      '*',
    ]) {
      expectNotModified(await read(url, tag), version)
    }
    for (const tag of [`"v${version + 1}"`, `"v${version}`, 'v1', `"x", v${version}`, '']) {
      const answer = await read(url, tag)
      expect(answer.statusCode, `If-None-Match: ${tag}`).toBe(200)
      expect(answer.json()).toEqual(whole.json())
      expect(answer.headers.etag).toBe(`"v${version}"`)
    }
  }

  it('answers 304 for a dashboard at the version named, and the new version once it changed', async () => {
    const api = dashboardClient(test, origin, cookie)
    const created = await call('POST', '/v1/dashboards/create', { data: dashboardData() })
    expect(created.statusCode).toBe(201)
    const { uuid } = created.json<{ uuid: string }>()
    const url = `/v1/dashboards/${uuid}`
    await expectRevalidation(url, 1)

    const renamed = { data: dashboardData(undefined, { name: 'Renamed', asset: 'BTC' }) }
    expect((await api.update(uuid, renamed, { 'if-match': '"v1"' })).statusCode).toBe(200)
    const stale = await read(url, '"v1"')
    expect(stale.statusCode).toBe(200)
    expect(stale.headers.etag).toBe('"v2"')
    expect(stale.json()).toMatchObject({ version: 2, data: { meta: { name: 'Renamed' } } })
    expectNotModified(await read(url, '"v2"'), 2)

    // A guest with the link revalidates the same way; a deleted one is gone, whatever the tag.
    const guest = await test.app.inject({
      method: 'GET',
      url,
      headers: { origin, 'if-none-match': '"v2"' },
    })
    expectNotModified(guest, 2)
    expect((await api.remove(uuid, { 'if-match': '"v2"' })).statusCode).toBe(204)
    expect((await read(url, '*')).statusCode).toBe(404)
  })

  it('answers a preset whole: built by the code, its content may change at the same version', async () => {
    for (const url of ['/v1/dashboards/asset-overview?a=BTC', '/v1/udm/mvrv-vs-price']) {
      const whole = await read(url)
      expect(whole.statusCode, url).toBe(200)
      const tag = whole.headers.etag as string
      const again = await read(url, tag)
      expect(again.statusCode, url).toBe(200)
      expect(again.json()).toEqual(whole.json())
    }
  })

  it('answers 304 for a saved chart, an alert and the favourites list at their versions', async () => {
    const chart = await call('POST', '/v1/udm/create', chartBody())
    expect(chart.statusCode).toBe(201)
    await expectRevalidation(`/v1/udm/${chart.json<{ uuid: string }>().uuid}`, 1)

    const alerts = alertClient(test, origin, cookie)
    const alert = await alerts.create(alertBody())
    expect(alert.statusCode).toBe(201)
    const alertUuid = alert.json<{ uuid: string }>().uuid
    await expectRevalidation(`/v1/alerts/${alertUuid}`, 1)
    const update = await alerts.update(alertUuid, alertBody({ conditionValues: [120_000] }), {
      'if-match': '"v1"',
    })
    expect(update.statusCode, update.body).toBe(200)
    expect((await read(`/v1/alerts/${alertUuid}`, '"v1"')).statusCode).toBe(200)
    expectNotModified(await read(`/v1/alerts/${alertUuid}`, '"v2"'), 2)

    await expectRevalidation('/v1/user/favorites', 1)
    const starred = await call('PUT', '/v1/user/favorites/fav-mvrv', {
      configType: 'metric',
      meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
      extra: { name: 'MVRV Ratio' },
    })
    expect(starred.statusCode, starred.body).toBe(200)
    expect((await read('/v1/user/favorites', '"v1"')).statusCode).toBe(200)
    expectNotModified(await read('/v1/user/favorites', '"v2"'), 2)
  })
})
