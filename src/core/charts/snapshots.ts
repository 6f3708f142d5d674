import { z } from 'zod'
import { upperBound } from '../series/search'
import { subsetLabels } from './subsetLabels'

/*
 * Snapshot charts: document metrics read one date at a time (their studio config has the date
 * picker). Each document becomes bars (and lines) over an x axis of values: price bins, strikes
 * or exchanges (charts.md §3 "Options data", "Other shapes"; §9 price distribution partitions).
 */

export interface SnapshotSeries {
  id: string
  label: string
  values: Float64Array
  kind: 'column' | 'line'
  /** 'price' is the right-hand axis (implied volatility next to open interest). */
  axis: 'y' | 'price'
}

export interface Snapshot {
  kind: 'priceDistribution' | 'exchanges' | 'options'
  x: Float64Array
  /** Category snapshots name each x (x = 0, 1, 2, …). */
  xLabels?: string[]
  /** Numeric snapshots: what x is ("Price", "Strike"). */
  xName?: string
  series: SnapshotSeries[]
  /** A price to mark on the x axis (the current price, the index price). */
  marker?: { value: number; label: string }
}

const priceDistributionSchema = z.object({
  ath_price: z.number().positive(),
  current_price: z.number().positive(),
  partitions: z.array(z.number()).min(1),
})

/**
 * Price distribution: equal-width price partitions from 0 to the ATH (100 of them) or to twice
 * the current price (50); each bar at its partition's middle.
 */
function priceDistribution(doc: z.infer<typeof priceDistributionSchema>): Snapshot {
  const count = doc.partitions.length
  const top = count === priceDistributionPartitions.current ? 2 * doc.current_price : doc.ath_price
  const width = top / count
  return {
    kind: 'priceDistribution',
    x: Float64Array.from({ length: count }, (_, i) => (i + 0.5) * width),
    xName: 'Price',
    series: [
      {
        id: 'supply',
        label: 'Supply',
        values: Float64Array.from(doc.partitions),
        kind: 'column',
        axis: 'y',
      },
    ],
    marker: { value: doc.current_price, label: 'Current price' },
  }
}

/** Partitions of the two price distribution charts (charts.md §9). */
export const priceDistributionPartitions = { ath: 100, current: 50 } as const

const byExchange = z.record(z.string(), z.number())
const exchangeSnapshotSchema = z.object({
  open_interest: byExchange,
  daily_volume: byExchange,
  changes: byExchange.optional(),
})

/** Futures open interest by exchange: one bar per exchange, largest first, volume beside it. */
function exchangeSnapshot(doc: z.infer<typeof exchangeSnapshotSchema>): Snapshot {
  const exchanges = Object.keys(doc.open_interest).sort(
    (a, b) => (doc.open_interest[b] ?? 0) - (doc.open_interest[a] ?? 0),
  )
  const column = (values: Record<string, number>) =>
    Float64Array.from(exchanges, (e) => values[e] ?? Number.NaN)
  const labels = subsetLabels(exchanges)
  return {
    kind: 'exchanges',
    x: Float64Array.from(exchanges, (_, i) => i),
    xLabels: exchanges.map((exchange) => labels[exchange] ?? exchange),
    series: [
      {
        id: 'oi',
        label: 'Open interest',
        values: column(doc.open_interest),
        kind: 'column',
        axis: 'y',
      },
      {
        id: 'volume',
        label: 'Daily volume',
        values: column(doc.daily_volume),
        kind: 'column',
        axis: 'y',
      },
    ],
  }
}

const strikeValues = z.array(z.object({ strike: z.number(), value: z.number() }))
const optionsSchema = z.object({
  contract_expiration: z.string(),
  calls: strikeValues,
  puts: strikeValues,
  implied_volatility: strikeValues,
  prices: z.object({ index: z.number() }).loose(),
})

/**
 * charts.md §9 "Option expiry comparison labels": the chain of the day shown (`latest`) and of
 * the days 1 day to 2 weeks before it, whose implied volatility curves can be laid over it.
 */
export const expiryComparisons = [
  { label: '2w', days: 14 },
  { label: '1w', days: 7 },
  { label: '2d', days: 2 },
  { label: '1d', days: 1 },
  { label: 'latest', days: 0 },
] as const
export type ExpiryComparison = (typeof expiryComparisons)[number]['label']

type OptionsDocument = z.infer<typeof optionsSchema>

/** The index of the document `days` before the one at `index` (the last at or before then). */
export function earlierIndex(t: Float64Array, index: number, days: number): number | undefined {
  const at = t[index]
  if (at === undefined) return undefined
  const found = upperBound(t, at - days * 86_400, index + 1) - 1
  return found >= 0 ? found : undefined
}

/** The comparisons a document series can show from `index`: those with a document that far back. */
export function availableComparisons(t: Float64Array, index: number): ExpiryComparison[] {
  return expiryComparisons
    .filter(({ days }) => {
      const earlier = earlierIndex(t, index, days)
      // Daily documents: a day with no document of its own would repeat an older one.
      return (
        earlier !== undefined && (t[index] as number) - (t[earlier] as number) < (days + 1) * 86_400
      )
    })
    .map(({ label }) => label)
}

function ivLabel(label: ExpiryComparison): string {
  return label === 'latest' ? 'Implied volatility' : `Implied volatility ${label} ago`
}

/**
 * Options by strike: the day's calls and puts open interest as bars and implied volatility curves
 * on their own axis, the day's and those of the earlier days compared (`compared`, by label).
 * The strikes are every strike of those days, so a curve of two weeks ago keeps its wings.
 */
function optionsByStrike(
  doc: OptionsDocument,
  compared: ReadonlyArray<{ label: ExpiryComparison; doc: OptionsDocument }>,
): Snapshot {
  const strikes = [
    ...new Set(
      [...doc.calls, ...doc.puts, ...compared.flatMap((c) => c.doc.implied_volatility)].map(
        (p) => p.strike,
      ),
    ),
  ].sort((a, b) => a - b)
  const column = (points: OptionsDocument['calls']) => {
    const byStrike = new Map(points.map((p) => [p.strike, p.value]))
    return Float64Array.from(strikes, (s) => byStrike.get(s) ?? Number.NaN)
  }
  return {
    kind: 'options',
    x: Float64Array.from(strikes),
    xName: 'Strike',
    series: [
      { id: 'calls', label: 'Calls', values: column(doc.calls), kind: 'column', axis: 'y' },
      { id: 'puts', label: 'Puts', values: column(doc.puts), kind: 'column', axis: 'y' },
      ...compared.map((c): SnapshotSeries => ({
        id: c.label === 'latest' ? 'iv' : `iv-${c.label}`,
        label: ivLabel(c.label),
        values: column(c.doc.implied_volatility),
        kind: 'line',
        axis: 'price',
      })),
    ],
    marker: { value: doc.prices.index, label: 'Index price' },
  }
}

/**
 * The options chain of the document at `index` with the implied volatility curves of the chosen
 * comparisons (in the order of `expiryComparisons`); undefined when it is not an options chain.
 */
export function optionsComparison(
  t: Float64Array,
  documents: readonly unknown[],
  index: number,
  chosen: readonly ExpiryComparison[],
): Snapshot | undefined {
  const parsed = optionsSchema.safeParse(documents[index])
  if (!parsed.success) return undefined
  const compared = expiryComparisons.flatMap(({ label, days }) => {
    if (!chosen.includes(label)) return []
    const earlier = earlierIndex(t, index, days)
    const doc = earlier === undefined ? undefined : optionsSchema.safeParse(documents[earlier])
    return doc?.success ? [{ label, doc: doc.data }] : []
  })
  return optionsByStrike(parsed.data, compared)
}

/** The snapshot chart of a document, or undefined when its shape is not one of these. */
export function snapshotOf(document: unknown): Snapshot | undefined {
  const distribution = priceDistributionSchema.safeParse(document)
  if (distribution.success) return priceDistribution(distribution.data)
  const exchanges = exchangeSnapshotSchema.safeParse(document)
  if (exchanges.success) return exchangeSnapshot(exchanges.data)
  const options = optionsSchema.safeParse(document)
  if (options.success)
    return optionsByStrike(options.data, [{ label: 'latest', doc: options.data }])
  return undefined
}

/** The index of the document for a date (YYYY-MM-DD, UTC): that day's, else the latest. */
export function snapshotIndex(t: Float64Array, date: string | undefined): number {
  const last = t.length - 1
  if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return last
  const start = Date.parse(`${date}T00:00:00Z`) / 1000
  if (Number.isNaN(start)) return last
  for (let i = last; i >= 0; i -= 1) {
    const time = t[i] as number
    if (time >= start && time < start + 86_400) return i
  }
  return last
}
