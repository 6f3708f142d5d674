import { tenMinuteHistoryLimitDays, timeRangesDays } from '../constants'
import { zoomLevels, type Zoom } from '../searchParams'
import { lowerBound } from '../series/search'

/*
 * The range selector (charts.md sections 4 and 9). Times are unix seconds, as the series hold
 * them; the chart multiplies by 1000 for display.
 */

const daySeconds = 86400

/** Button labels: the zoom levels as written, except "YTD" and "All". */
export const zoomLabels: Record<Zoom, string> = {
  '1w': '1w',
  '1m': '1m',
  '3m': '3m',
  '6m': '6m',
  ytd: 'YTD',
  '1y': '1y',
  '2y': '2y',
  '5y': '5y',
  '7y': '7y',
  '10y': '10y',
  all: 'All',
}

type FixedZoom = Exclude<Zoom, 'ytd' | 'all'>
type FixedDays = Exclude<(typeof timeRangesDays)[number], 'ytd' | 'all'>

/**
 * Length in days of each fixed button, all taken from constants.timeRangesDays. Its 14 and 1095
 * have no button (the selector lists no 2w or 3y).
 */
export const zoomDays: Record<FixedZoom, FixedDays> = {
  '1w': 7,
  '1m': 30,
  '3m': 90,
  '6m': 182,
  '1y': 365,
  '2y': 730,
  '5y': 1825,
  '7y': 2555,
  '10y': 3650,
}

/**
 * The selector's initial button. charts.md puts it at "index 6 of the list as counted in the
 * source, described as 1y"; counted from zero that index is 2y. The source's own description
 * wins, so 1y. (The address's zoom parameter has its own default, searchParams.defaultZoom.)
 */
export const defaultChartZoom: Zoom = '1y'

export interface TimeRange {
  from: number
  to: number
}

function startOfUtcYear(t: number): number {
  return Date.UTC(new Date(t * 1000).getUTCFullYear(), 0, 1) / 1000
}

/** Where a button's range starts when it ends at `to`, before clamping to the data. */
function unclampedStart(zoom: Exclude<Zoom, 'all'>, to: number): number {
  return zoom === 'ytd' ? startOfUtcYear(to) : to - zoomDays[zoom] * daySeconds
}

/**
 * The range a button selects: it ends at the last point and reaches back its length (YTD: to
 * 1 January, UTC, of the last point's year; All: to the first point), never before the first
 * point.
 */
export function rangeFor(zoom: Zoom, lastT: number, firstT: number): TimeRange {
  if (!Number.isFinite(lastT) || !Number.isFinite(firstT) || firstT > lastT) {
    throw new RangeError(`invalid data bounds ${firstT}..${lastT}`)
  }
  if (zoom === 'all') return { from: firstT, to: lastT }
  return { from: Math.max(firstT, unclampedStart(zoom, lastT)), to: lastT }
}

/** Ranges read back from a chart axis go through milliseconds and floats: a second of slack. */
const matchToleranceSeconds = 1

/**
 * The button a range corresponds to, or undefined for a range the user dragged. A range matches
 * a button when it spans exactly its length (YTD: starts on 1 January of its end's year). Given
 * the data's bounds, it must also end at the last point, and one covering all the data is All
 * (a 10y button clamped on five years of data shows everything, so All is what it is).
 */
export function zoomForRange(
  from: number,
  to: number,
  data?: { firstT: number; lastT: number },
): Zoom | undefined {
  const near = (a: number, b: number) => Math.abs(a - b) <= matchToleranceSeconds
  if (data !== undefined && !near(to, data.lastT)) return undefined
  for (const zoom of zoomLevels) {
    if (zoom !== 'all' && near(from, unclampedStart(zoom, to))) return zoom
  }
  if (data !== undefined && from <= data.firstT + matchToleranceSeconds) return 'all'
  return undefined
}

/**
 * Where a 10-minute series starts being shown: the first point at most
 * constants.tenMinuteHistoryLimitDays (365) days before the last one. `t` is ascending.
 * The chart then shows constants.tenMinuteHistoryNotice.
 */
export function limitTenMinuteHistory(t: Float64Array): number {
  const last = t.at(-1)
  if (last === undefined) return 0
  return lowerBound(t, last - tenMinuteHistoryLimitDays * daySeconds)
}
