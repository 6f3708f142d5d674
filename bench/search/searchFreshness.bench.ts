import { setTimeout as sleep } from 'node:timers/promises'
import { publicVisibility, userVisibility } from '../../src/core/api/search'
import { dashboardClient, dashboardData, metricTile } from '../../server/testing/dashboardFixtures'
import { signedInUser } from '../../server/testing/signedInUser'
import { buildTestApp, type TestApp } from '../../server/testing/testApp'
import { openBenchDatabase } from '../alerts/benchDatabase'
import { seededRandom } from './searchCorpus'

/*
 * From a dashboard's create answering to its first hit (issue 17, "Benchmark"). Two real apps
 * (buildTestApp: the whole server, its search service included) over one migrated database (a
 * SQLite file in a temp dir; a fresh schema on PostgreSQL when BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, is set), as two instances behind a load balancer. A signed-in user creates
 * 50 dashboards, each with a unique word in its name, through `POST /v1/dashboards/create` on the
 * first (app.inject), a random 0 to 200 ms apart. As soon as each create answers, its word is
 * searched through the first app's engine (with the user's visibility filter) until it is found:
 * the same-instance delay, expected nothing beyond the search itself, since the service applies
 * the change log after the write commits and before the answer leaves. The second app is not told
 * anything: its service polls the log every second; the bench looks for each word through the
 * second's engine every 5 ms, which gives the cross-instance delay (expected up to a second).
 */

const origin = 'http://studio.bench'
const creates = 50
const maxGapMs = 200
const lookEveryMs = 5
const giveUpMs = 10_000

export interface Distribution {
  p50: number
  p99: number
  max: number
}

export interface SearchFreshnessResult {
  database: string
  creates: number
  /** The create request, from inject to its answer. */
  write: Distribution
  /** From the answer to the first search that found it, on the same instance. */
  sameInstance: Distribution
  /** Found by the very first search after the answer. */
  foundAtOnce: number
  /** From the answer to the first look that found it on the other instance. */
  otherInstance: Distribution
  missing: number
}

function distribution(samples: number[]): Distribution {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 }
}

const found = (app: TestApp, word: string, userUuid: string, objectID: string) => {
  const mine = userVisibility(userUuid)
  return app.app.searchService.engine.items
    .search({
      query: word,
      filter: (r) => r.visibleBy.includes(publicVisibility) || r.visibleBy.includes(mine),
      page: 0,
      hitsPerPage: 50,
    })
    .hits.some((hit) => hit.record.objectID === objectID)
}

export async function measureSearchFreshness(): Promise<SearchFreshnessResult> {
  const database = await openBenchDatabase()
  const apps: TestApp[] = []
  try {
    for (let i = 0; i < 2; i += 1) {
      apps.push(await buildTestApp({ PUBLIC_ORIGIN: origin }, {}, { database: database.connect() }))
    }
    const [first, second] = apps as [TestApp, TestApp]
    const user = await signedInUser(first, 'bench@studio.bench', origin)
    const api = dashboardClient(first, origin, user.cookie)
    const random = seededRandom(42)

    const writes: number[] = []
    const same: number[] = []
    let foundAtOnce = 0
    const other: number[] = []
    const pending = new Map<string, { word: string; answeredAt: number }>()
    let missing = 0

    // The other instance, looked at every few milliseconds for every dashboard not found yet.
    let watching = true
    const watcher = (async () => {
      while (watching || pending.size > 0) {
        const now = performance.now()
        for (const [objectID, { word, answeredAt }] of pending) {
          if (found(second, word, user.uuid, objectID)) {
            other.push(now - answeredAt)
            pending.delete(objectID)
          } else if (now - answeredAt > giveUpMs) {
            missing += 1
            pending.delete(objectID)
          }
        }
        await sleep(lookEveryMs)
      }
    })()

    for (let i = 0; i < creates; i += 1) {
      const word = `probe${i.toString(36)}x${Math.floor(random() * 36 ** 4).toString(36)}`
      const body = {
        data: dashboardData(
          [
            metricTile({
              meta: {
                asset: 'ETH',
                metricCode: 'MarketMvrv',
                path: 'market/mvrv',
                resolution: '24h',
              },
            }),
          ],
          { name: `Freshness ${word} desk`, asset: 'ETH' },
        ),
      }
      const start = performance.now()
      const created = await api.create(body)
      const answeredAt = performance.now()
      if (created.statusCode !== 201) {
        throw new Error(`create answered ${created.statusCode}: ${created.body}`)
      }
      writes.push(answeredAt - start)
      const objectID = `dashboard:${created.json<{ uuid: string }>().uuid}`
      pending.set(objectID, { word, answeredAt })
      let looks = 0
      for (;;) {
        looks += 1
        if (found(first, word, user.uuid, objectID)) break
        if (performance.now() - answeredAt > giveUpMs) throw new Error(`${word} never found`)
        await sleep(1)
      }
      same.push(performance.now() - answeredAt)
      if (looks === 1) foundAtOnce += 1
      await sleep(random() * maxGapMs)
    }
    watching = false
    await watcher
    return {
      database: database.label,
      creates,
      write: distribution(writes),
      sameInstance: distribution(same),
      foundAtOnce,
      otherInstance: distribution(other),
      missing,
    }
  } finally {
    for (const app of apps) await app.close()
    await database.dispose()
  }
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`
const spread = (d: Distribution) => `p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, max ${ms(d.max)}`

export function printSearchFreshnessReport(r: SearchFreshnessResult): void {
  console.log(
    `\nSearch: from a dashboard's create answering to its first hit, ${r.creates} creates ` +
      `(${r.database}, two app instances)`,
  )
  console.log(`  write  POST /v1/dashboards/create: ${spread(r.write)}`)
  console.log(
    `  same   instance, the answer to the first hit: ${spread(r.sameInstance)} ` +
      `(found by the first search ${r.foundAtOnce} of ${r.creates} times)`,
  )
  console.log(
    `  other  instance (its log poll every second, looked at every ${lookEveryMs} ms): ` +
      `${spread(r.otherInstance)}` +
      (r.missing > 0 ? `; ${r.missing} never found within ${giveUpMs / 1000} s` : ''),
  )
}
