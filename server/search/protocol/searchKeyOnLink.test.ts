import { afterAll, expect, it } from 'vitest'
import { userInfoSchema } from '@/core/api/user'
import { startFakeIssuer } from '../../testing/fakeIssuer'
import { linearSearchEngine } from '../../testing/linearSearchEngine'
import { buildTestApp } from '../../testing/testApp'

const origin = 'http://studio.test'

const issuer = await startFakeIssuer()
const test = await buildTestApp(
  { PUBLIC_ORIGIN: origin, OIDC_ISSUER: issuer.url },
  { searchEngine: linearSearchEngine([], []) },
)
afterAll(async () => {
  await test.close()
  await issuer.close()
})

it('hands the user their search key when the app links its sign-in', async () => {
  const link = await test.app.inject({
    method: 'POST',
    url: '/v1/user/link',
    headers: {
      origin,
      authorization: `Bearer ${issuer.issue({ sub: 'ext-1', email: 'ada@studio.test' })}`,
    },
  })
  expect(link.statusCode).toBe(200)
  const key = userInfoSchema.parse(link.json()).searchAPIKey ?? ''
  const search = await test.app.inject({
    method: 'POST',
    url: '/1/indexes/studio_items/query',
    headers: { 'x-algolia-application-id': 'STUDIO', 'x-algolia-api-key': key },
    payload: {},
  })
  expect(search.statusCode).toBe(200)
})
