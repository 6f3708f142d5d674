import { z } from 'zod'

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
  return {
    x: Float64Array.from(exchanges, (_, i) => i),
    xLabels: exchanges,
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

/** Options by strike: calls and puts open interest as bars, implied volatility on its own axis. */
function optionsByStrike(doc: z.infer<typeof optionsSchema>): Snapshot {
  const strikes = [
    ...new Set([...doc.calls, ...doc.puts, ...doc.implied_volatility].map((p) => p.strike)),
  ].sort((a, b) => a - b)
  const column = (points: z.infer<typeof strikeValues>) => {
    const byStrike = new Map(points.map((p) => [p.strike, p.value]))
    return Float64Array.from(strikes, (s) => byStrike.get(s) ?? Number.NaN)
  }
  return {
    x: Float64Array.from(strikes),
    xName: 'Strike',
    series: [
      { id: 'calls', label: 'Calls', values: column(doc.calls), kind: 'column', axis: 'y' },
      { id: 'puts', label: 'Puts', values: column(doc.puts), kind: 'column', axis: 'y' },
      {
        id: 'iv',
        label: 'Implied volatility',
        values: column(doc.implied_volatility),
        kind: 'line',
        axis: 'price',
      },
    ],
    marker: { value: doc.prices.index, label: 'Index price' },
  }
}

/** The snapshot chart of a document, or undefined when its shape is not one of these. */
export function snapshotOf(document: unknown): Snapshot | undefined {
  const distribution = priceDistributionSchema.safeParse(document)
  if (distribution.success) return priceDistribution(distribution.data)
  const exchanges = exchangeSnapshotSchema.safeParse(document)
  if (exchanges.success) return exchangeSnapshot(exchanges.data)
  const options = optionsSchema.safeParse(document)
  if (options.success) return optionsByStrike(options.data)
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
