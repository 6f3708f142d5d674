import { afterAll, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { userInfoSchema } from '@/core/api/user'
import { describeEachDatabase } from '../../testing/databaseTargets'
import { linearSearchEngine } from '../../testing/linearSearchEngine'
import { signedInUser } from '../../testing/signedInUser'
import { buildTestApp, type TestApp } from '../../testing/testApp'

const origin = 'http://studio.test'

describeEachDatabase('search keys across instances', (target) => {
  const apps: TestApp[] = []
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
  })

  it('gives every instance on one database the same keys', async () => {
    const engine = linearSearchEngine(
      [
        {
          objectID: 'chart-price',
          type: 'chart',
          name: 'Bitcoin Price',
          slug: 'price',
          assets: ['BTC'],
          assetTags: [],
          assetId: null,
          category: null,
          tier: 1,
          metricCode: null,
          exchanges: [],
          description: null,
          visibleBy: ['public'],
        },
      ],
      [],
    )
    for (let index = 0; index < 2; index += 1) {
      apps.push(
        await buildTestApp(
          { PUBLIC_ORIGIN: origin },
          { searchEngine: engine },
          { database: target.open() },
        ),
      )
    }
    const [first, second] = apps
    if (first === undefined || second === undefined) throw new Error('two apps expected')
    const searchOf = async (app: TestApp) =>
      clientConfigSchema.parse((await app.app.inject({ url: '/v1/client-config' })).json()).search
    const [a, b] = [await searchOf(first), await searchOf(second)]
    expect(a?.apiKey).toMatch(/^[0-9a-f]{32}$/)
    expect(b?.apiKey).toBe(a?.apiKey)

    const ada = await signedInUser(first, 'ada@example.com', origin)
    const info = await first.app.inject({ url: '/v1/user/info', headers: { cookie: ada.cookie } })
    const key = userInfoSchema.parse(info.json()).searchAPIKey ?? ''
    const answer = await second.app.inject({
      method: 'POST',
      url: '/1/indexes/studio_items/query',
      headers: {
        'content-type': 'text/plain',
        'x-algolia-application-id': a?.appId ?? '',
        'x-algolia-api-key': key,
      },
      payload: JSON.stringify({ query: 'bitcoin' }),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ nbHits: 1 })
  })
})
