import { weekOnChainTag } from '@/core/api/blog'
import { formatNumber } from '@/core/format/number'
import type { ArticleSource } from './article'

const dayMs = 86_400_000
const weekMs = 7 * dayMs
/** The first issue: Monday 6 January 2025, 07:00 UTC; one every Monday since. */
export const firstIssueMs = Date.UTC(2025, 0, 6, 7)

/** Daily BTC closes in USD by UTC day (unix seconds of midnight); undefined where unknown. */
export type CloseOf = (daySeconds: number) => number | undefined

/** The topic each issue digs into, in rotation: a subject for the excerpt and two paragraphs. */
const topics: readonly { subject: string; paragraphs: readonly [string, string] }[] = [
  {
    subject: 'exchange balances',
    paragraphs: [
      'Coins held on exchanges are the supply that can be sold at short notice. Their aggregated balance is the first place to look when price moves fast: outflows suggest holders withdrawing to self-custody, inflows the opposite.',
      'Per-exchange balances show whether the move is broad or driven by a single venue, which matters because internal wallet reshuffles can move large amounts in a day.',
    ],
  },
  {
    subject: 'network activity',
    paragraphs: [
      'Active addresses count the distinct addresses that sent or received coins each day. They are noisy day to day but their monthly trend tracks the use of the network.',
      'New addresses with a non-zero balance add a view on newcomers: they tend to rise in the late phases of rallies, when attention is highest.',
    ],
  },
  {
    subject: 'miners',
    paragraphs: [
      'Hash rate measures the computing power securing the network. Miners add capacity when revenue allows, so hash rate follows price with a lag of months.',
      'Issuance is fixed by the protocol; what miners earn in dollars therefore moves with price and fees, and a falling price squeezes the least efficient operators first.',
    ],
  },
  {
    subject: 'holder profitability',
    paragraphs: [
      'MVRV compares market value with realized value, what holders paid in aggregate. Above 1 the average coin is held at a profit.',
      'SOPR looks at coins actually spent: above 1 they moved at a profit, below 1 at a loss. In uptrends, dips of SOPR to 1 have often been where holders stopped selling.',
    ],
  },
  {
    subject: 'transfer volume',
    paragraphs: [
      'Transfer volume sums the value moved on-chain each day. Large values during sell-offs point to coins changing hands rather than sitting still.',
      'Fees paid follow demand for block space: they rise when many users want to move coins at once, which often coincides with volatility.',
    ],
  },
  {
    subject: 'supply dynamics',
    paragraphs: [
      'Circulating supply grows with issuance; for capped assets the growth slows with every halving.',
      'The drawdown from the all-time high puts the week in context: it shows how far price stands from its previous peak, in percent.',
    ],
  },
]

/**
 * The Week On-chain: one issue per Monday from the first issue up to `nowMs`, newest last.
 * Deterministic: titles and excerpts come from templates and, where closes are known, from the
 * previous week's BTC closes (Monday to Sunday) in the demo data.
 */
export function weekOnChainIssues(nowMs: number, closeOf?: CloseOf): ArticleSource[] {
  if (nowMs < firstIssueMs) return []
  const count = Math.floor((nowMs - firstIssueMs) / weekMs) + 1
  return Array.from({ length: count }, (_, index) => issue(index, closeOf))
}

function issue(index: number, closeOf: CloseOf | undefined): ArticleSource {
  const published = new Date(firstIssueMs + index * weekMs)
  const { week, year } = isoWeek(published)
  const topic = topics[index % topics.length] ?? topics[0]
  const market = weekMarket(published.getTime(), closeOf)
  const label = `Week ${week}, ${year}`
  const marketSentence =
    market === undefined
      ? 'Bitcoin traded through another week of on-chain data.'
      : `Bitcoin closed the week at ${usd(market.close)}, ${market.change >= 0 ? 'up' : 'down'} ${percent(market.change)} on the week, after trading between ${usd(market.low)} and ${usd(market.high)}.`
  return {
    slug: `the-week-on-chain-week-${week}-${year}`,
    title:
      market === undefined
        ? `The Week On-chain, ${label}: ${capitalize(topic?.subject ?? 'on-chain data')}`
        : `The Week On-chain, ${label}: Bitcoin ${market.change >= 0 ? 'gains' : 'loses'} ${percent(market.change)} at ${usd(market.close)}`,
    excerpt: `${marketSentence} This issue looks at ${topic?.subject ?? 'on-chain data'}.`,
    publishedAt: published.toISOString(),
    tags: [weekOnChainTag],
    paragraphs: [
      marketSentence,
      ...(topic?.paragraphs ?? []),
      'Every chart mentioned in this issue is available in the studio, with alerts for the thresholds that matter to you.',
    ],
  }
}

export interface WeekMarket {
  /** Monday to Sunday. */
  closes: number[]
  close: number
  change: number
  low: number
  high: number
}

/**
 * The BTC closes of the seven days before `publishedMs` (the issue's week, Monday to Sunday)
 * and the change from the Sunday before them; undefined when any of them is unknown.
 */
export function weekMarket(publishedMs: number, closeOf?: CloseOf): WeekMarket | undefined {
  if (closeOf === undefined) return undefined
  const monday = Math.floor(publishedMs / dayMs) * dayMs - weekMs
  const closes = Array.from({ length: 8 }, (_, i) => closeOf((monday + (i - 1) * dayMs) / 1000))
  if (closes.some((close) => close === undefined || !Number.isFinite(close))) return undefined
  const values = closes as number[]
  const [before = NaN, ...week] = values
  const close = week.at(-1) ?? NaN
  return {
    closes: week,
    close,
    change: close / before - 1,
    low: Math.min(...week),
    high: Math.max(...week),
  }
}

/** ISO 8601 week number and its year (the year of the week's Thursday). */
export function isoWeek(date: Date): { week: number; year: number } {
  const day = (date.getUTCDay() + 6) % 7
  const thursday = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day + 3),
  )
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / weekMs) + 1
  return { week, year }
}

function usd(value: number): string {
  return `$${formatNumber(value, { maximumFractionDigits: 0 })}`
}

function percent(change: number): string {
  return `${formatNumber(Math.abs(change) * 100, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
