import type { SearchItemRecord } from '../../src/core/api/search'
import { documentRecord } from '../../src/core/search/searchRecords'

/*
 * The generated part of the search benchmark's corpus: 10,000 dashboards of 500 users, with
 * names such as users give them ("ETH funding watch", "Ada's miner desk", "Weekly BTC
 * valuation 3"), each on one to three of the demo assets, as server/search/searchService.ts
 * makes a user's dashboard into a record. Seeded: every run searches the same records.
 */

export const benchUserCount = 500
export const benchDashboardCount = 10_000

const topics = [
  'funding',
  'open interest',
  'valuation',
  'miner revenue',
  'exchange flows',
  'whale watch',
  'on-chain',
  'derivatives',
  'price action',
  'liquidations',
  'stablecoin supply',
  'sharpe signal',
  'mvrv bands',
  'holder cohorts',
  'fees',
  'staking',
  'defi tvl',
  'volatility',
  'macro',
  'cycle top',
]
const prefixes = ['', '', '', 'My ', 'Weekly ', 'Daily ', 'Team ', 'Old ', 'New ']
const suffixes = ['', '', '', ' desk', ' watch', ' overview', ' notes', ' v2', ' (copy)']
const people = ['Ada', 'Grace', 'Joan', 'Linus', 'Satoshi', 'Vitalik', 'Hal', 'Alan', 'Mia']

/** A small seeded generator (mulberry32): the same corpus on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A uuid-shaped id from the generator (not random enough for anything but a benchmark). */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`
}

export interface BenchCorpus {
  userUuids: string[]
  dashboards: SearchItemRecord[]
}

/** `assets`: symbols and names of the demo assets the dashboards are about. */
export function generateDashboards(
  assets: ReadonlyArray<{ symbol: string; name: string }>,
  seed = 17,
): BenchCorpus {
  const random = seededRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const userUuids = Array.from({ length: benchUserCount }, () => seededUuid(random))
  // Users own more of the big assets' dashboards: the first ten assets half of the time.
  const pickAsset = () => (random() < 0.5 ? pick(assets.slice(0, 10)) : pick(assets))
  const dashboards = Array.from({ length: benchDashboardCount }, (_, i) => {
    const asset = pickAsset()
    const topic = pick(topics)
    const label = random() < 0.5 ? asset.symbol : asset.name
    const shape = random()
    const name =
      shape < 0.45
        ? `${pick(prefixes)}${label} ${topic}${pick(suffixes)}`
        : shape < 0.7
          ? `${pick(prefixes)}${topic} ${label}${pick(suffixes)}`
          : shape < 0.85
            ? `${pick(people)}'s ${topic}${pick(suffixes)}`
            : `${topic.charAt(0).toUpperCase()}${topic.slice(1)} ${label} ${1 + (i % 12)}`
    const extra = random() < 0.3 ? [pick(assets).symbol] : []
    return documentRecord({
      type: 'dashboard',
      uuid: seededUuid(random),
      slug: null,
      name,
      description: null,
      assets: [...new Set([asset.symbol, ...extra])],
      ownerUuid: userUuids[i % benchUserCount] as string,
    })
  })
  return { userUuids, dashboards }
}
