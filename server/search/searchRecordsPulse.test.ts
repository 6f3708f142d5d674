import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dashboardDocumentSchema } from '@/core/api/dashboards'
import type { PulseMessage } from '@/core/api/pulses'
import type { PulseHub } from '../pulses/pulseHub'
import { dashboardClient, dashboardData } from '../testing/dashboardFixtures'
import { signedInUser, type SignedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { chartBody, udmClient } from '../testing/udmFixtures'

// A write that changes a user's search records tells that user's open tabs (the pulse socket),
// so their offline copy of GET /v1/search/records is asked for again (docs/search.md).

const origin = 'http://studio.test'
const ifMatch = (version: number) => ({ 'if-match': `"v${version}"` })

/** A hub that keeps what was published, to whom. */
function recordingHub(): PulseHub & { sent: Array<{ to: string; message: PulseMessage }> } {
  const sent: Array<{ to: string; message: PulseMessage }> = []
  return {
    sent,
    publish: (to, message) => {
      sent.push({ to, message })
      return Promise.resolve()
    },
    subscribe: () => () => {},
    publishSessionsEnded: () => Promise.resolve(),
    onSessionsEnded: () => () => {},
    close: () => Promise.resolve(),
  }
}

describe('the search records pulse', () => {
  let test: TestApp
  const hub = recordingHub()
  let ada: SignedInUser
  let bob: SignedInUser
  beforeAll(async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: origin }, { pulses: hub })
    ada = await signedInUser(test, 'ada@studio.test', origin)
    bob = await signedInUser(test, 'bob@studio.test', origin)
  }, 30_000)
  afterAll(async () => {
    await test.close()
  })

  const pulsesTo = (user: SignedInUser) =>
    hub.sent.filter((entry) => entry.to === user.uuid).map((entry) => entry.message)

  it('goes to the writer after each write of their dashboards and saved charts, and to no one else', async () => {
    const dashboards = dashboardClient(test, origin, ada.cookie)
    const created = await dashboards.create({ categoryUuid: null, data: dashboardData() })
    expect(created.statusCode).toBe(201)
    expect(pulsesTo(ada)).toEqual([{ type: 'searchRecords' }])

    const { uuid } = dashboardDocumentSchema.parse(created.json())
    const data = dashboardData([], { name: 'Renamed' })
    expect((await dashboards.update(uuid, { data }, ifMatch(1))).statusCode).toBe(200)
    expect((await dashboards.remove(uuid, ifMatch(2))).statusCode).toBe(204)
    expect(pulsesTo(ada)).toHaveLength(3)

    const charts = udmClient(test, origin, ada.cookie)
    expect((await charts.create(chartBody())).statusCode).toBe(201)
    expect(pulsesTo(ada)).toHaveLength(4)
    expect(pulsesTo(bob)).toEqual([])
  })

  it('is not sent for writes that change no search record (favourites)', async () => {
    const before = hub.sent.length
    const api = dashboardClient(test, origin, bob.cookie)
    const favourite = {
      id: 'fav-mvrv',
      configType: 'metric',
      meta: { asset: 'BTC', metricCode: 'MarketMvrv' },
      extra: { name: 'MVRV Ratio' },
    }
    expect((await api.replaceFavorites([favourite], ifMatch(1))).statusCode).toBe(200)
    expect(hub.sent).toHaveLength(before)
  })
})
