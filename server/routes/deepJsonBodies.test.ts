import { afterEach, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { maxJsonDepth } from '../http/jsonBody'
import { dashboardData } from '../testing/dashboardFixtures'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody } from '../testing/udmFixtures'

const origin = 'http://studio.test'

/** `depth` nested arrays: 2,500 levels are a 5 KB body. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** A valid body with `nesting` under a field the schema lets through unread (`uuid`). */
const withNesting = (body: object, nesting: string) =>
  `${JSON.stringify(body).slice(0, -1)},"uuid":${nesting}}`

/**
 * Deeply nested JSON used to overflow the stack of recursive walks over the body (the
 * Idempotency-Key fingerprint, JSON.stringify, zod): every JSON body is refused past the depth
 * limit when it is parsed, before any route code runs.
 */
describe('deeply nested JSON bodies', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  const routes = [
    { method: 'PUT', url: '/v1/user/favorites', body: (n: string) => n, ifMatch: '"v1"' },
    {
      method: 'POST',
      url: '/v1/dashboards/create',
      body: (n: string) => withNesting({ data: dashboardData() }, n),
    },
    { method: 'POST', url: '/v1/udm/create', body: (n: string) => withNesting(chartBody(), n) },
  ] as const

  it.each(routes)(
    '$method $url answers 400 past the limit, with an Idempotency-Key',
    async (route) => {
      const t = (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
      const { cookie } = await signedInUser(t, 'ada@studio.test', origin)
      const send = (payload: string, key: string) =>
        t.app.inject({
          method: route.method,
          url: route.url,
          payload,
          headers: {
            origin,
            cookie,
            'content-type': 'application/json',
            'idempotency-key': key,
            ...('ifMatch' in route ? { 'if-match': route.ifMatch } : {}),
          },
        })

      const deep = route.body(nested(2500))
      expect(deep.length).toBeLessThan(6000)
      for (const payload of [deep, route.body(nested(maxJsonDepth + 1))]) {
        const res = await send(payload, crypto.randomUUID())
        expect(res.statusCode).toBe(400)
        expect(apiErrorSchema.parse(res.json()).message).toBe(
          `The JSON body is nested deeper than ${maxJsonDepth} levels`,
        )
      }
      // At the limit the body is read as usual (here the extra nesting is an ignored field).
      const atLimit = await send(route.body(nested(maxJsonDepth - 2)), crypto.randomUUID())
      expect(atLimit.statusCode).toBeLessThan(300)
    },
  )
})
