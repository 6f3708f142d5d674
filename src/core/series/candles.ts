import type { Resolution } from '../resolution'
import { alignSeries } from './align'
import { regroupOhlc, regroupUnits, type OhlcColumns, type RegroupUnit } from './regroup'

/*
 * Candlesticks (keyed o, h, l, c series, e.g. market/price_usd_ohlc). A candle needs a few pixels
 * to read as a body with a wick, so a chart with too many candles in view shows coarser ones
 * instead: the candles are aggregated (first open, highest high, lowest low, last close), never
 * thinned out like a line, which would drop the highs and lows between the kept candles.
 */

/** At most one candle per this many CSS px of plot width; above that candles are regrouped. */
export const minCandleSpacingPx = 3

export interface CandleColumns {
  t: Float64Array
  o: Float64Array
  h: Float64Array
  l: Float64Array
  c: Float64Array
}

/** The o/h/l/c columns of a keyed series, when it has all four. */
export function candleColumnsOf(
  t: Float64Array,
  keyed: Readonly<Record<string, Float64Array>>,
): CandleColumns | undefined {
  const { o, h, l, c } = keyed
  return o && h && l && c ? { t, o, h, l, c } : undefined
}

const unitSeconds: Record<RegroupUnit, number> = {
  '10m': 600,
  '1h': 3600,
  '4h': 4 * 3600,
  '24h': 86400,
  '1w': 7 * 86400,
  // An average month: only used to estimate how many candles a range holds.
  '1month': 30.44 * 86400,
}

/**
 * The unit candles are drawn in: the data's own resolution while the range holds no more than
 * one candle per `minCandleSpacingPx` of `plotWidthPx`, else the first coarser unit (4 hours,
 * day, week, month) that does. Months are the coarsest; a range too long even for them keeps
 * monthly candles (a few hundred at most, which the chart still draws one per pixel).
 */
export function candleUnitFor(
  resolution: Resolution,
  rangeSeconds: number,
  plotWidthPx: number,
): RegroupUnit {
  const fits = Math.max(1, Math.floor(plotWidthPx / minCandleSpacingPx))
  const start = regroupUnits.indexOf(resolution)
  const candidates = regroupUnits.slice(Math.max(0, start))
  return (
    candidates.find((unit) => rangeSeconds / unitSeconds[unit] <= fits) ??
    (candidates.at(-1) as RegroupUnit)
  )
}

/**
 * Candles regrouped to `unit` with regroupOhlc on each column: the first open, the highest
 * high, the lowest low and the last close of each bucket, stamped with the bucket's start. A
 * bucket missing in one column only (a gap) is a gap in that column.
 */
export function regroupCandles(candles: CandleColumns, unit: RegroupUnit): CandleColumns {
  const per = (v: Float64Array, pick: (c: OhlcColumns) => Float64Array) => {
    const grouped = regroupOhlc(candles.t, v, unit)
    return { t: grouped.t, v: pick(grouped) }
  }
  const aligned = alignSeries([
    per(candles.o, (g) => g.open),
    per(candles.h, (g) => g.high),
    per(candles.l, (g) => g.low),
    per(candles.c, (g) => g.close),
  ])
  const [o, h, l, c] = aligned.columns as [Float64Array, Float64Array, Float64Array, Float64Array]
  return { t: aligned.t, o, h, l, c }
}
