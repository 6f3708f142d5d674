import { lowerBound, upperBound } from '../../series/search'
import { isValidPoint } from '../../series/validPoints'
import { messages } from '../messages'
import { freshSeries, numberValue, type SeriesValue } from '../values'
import type { Args } from './args'
import type { FormulaFunction } from './types'

/*
 * Parts of a series: a date window (range), a date window or a run of points (subset), and the
 * value at one moment (value_at). Date bounds include both ends. Results are copies, never views
 * of the input, so every result owns its buffer and can be transferred from a worker alone.
 */

function slice(series: SeriesValue, from: number, to: number): SeriesValue {
  return freshSeries(series.t.slice(from, to), series.v.slice(from, to))
}

/** Points with since <= t <= until; until must come after since. */
function byDates(args: Args, series: SeriesValue, since: number, until: number | null) {
  if (until !== null && until <= since) args.fail(messages.endDateNotAfterSince, 2)
  const from = lowerBound(series.t, since)
  const to = until === null ? series.t.length : upperBound(series.t, until)
  return slice(series, from, Math.max(from, to))
}

/**
 * Points from index since up to, not including, index until, counted over every timestamp of the
 * series (gaps included) from 0; a negative index counts from the end (-30: the last 30 points).
 */
function byIndices(args: Args, series: SeriesValue, since: number, until: number | null) {
  const n = series.t.length
  const from = since < 0 ? n + since : since
  const to = until === null ? n : until < 0 ? n + until : until
  if (to <= from) args.fail(messages.endPointNotAfterSince, 2)
  const clamp = (i: number) => Math.min(n, Math.max(0, i))
  return slice(series, clamp(from), clamp(to))
}

export const slicingFunctions: FormulaFunction[] = [
  {
    name: 'range',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'since', kind: 'datetime', optional: true, fallback: 'the first point' },
      { name: 'until', kind: 'datetime', optional: true, fallback: 'the last point' },
    ],
    usage: 'range(m1, "2024-01-01 00:00:00", "2024-06-30 00:00:00")',
    summary: 'The points from since to until, both included',
    evaluate: (args) => {
      const series = args.series(0)
      const since = args.has(1) ? args.datetime(1) : Number.NEGATIVE_INFINITY
      return byDates(args, series, since, args.has(2) ? args.datetime(2) : null)
    },
  },
  {
    name: 'subset',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'since', kind: 'dateOrIndex' },
      { name: 'until', kind: 'dateOrIndex', optional: true, fallback: 'the end' },
    ],
    usage: 'subset(m1, "2024-01-01 00:00:00", "2024-06-30 00:00:00")',
    summary: 'The points between two datetimes, or between two point indices',
    evaluate: (args) => {
      const series = args.series(0)
      const since = args.dateOrIndex(1)
      const until = args.dateOrIndex(2)
      if (since === null) return args.fail(messages.mustBeDateOrIndex('subset', 'since'), 1)
      if (until !== null && until.kind !== since.kind)
        args.fail(messages.sameBoundKinds('subset'), 2)
      const bound = until === null ? null : until.value
      return since.kind === 'date'
        ? byDates(args, series, since.value, bound)
        : byIndices(args, series, since.value, bound)
    },
  },
  {
    name: 'value_at',
    params: [
      { name: 'series', kind: 'series' },
      { name: 'datetime', kind: 'datetime' },
    ],
    usage: 'value_at(m1, "2024-01-01 00:00:00")',
    summary: 'The value at exactly that timestamp, as a number',
    evaluate: (args) => {
      const series = args.series(0)
      const time = args.datetime(1)
      const at = lowerBound(series.t, time)
      const value = series.v[at]
      if (series.t[at] !== time || value === undefined || !isValidPoint(value)) {
        return args.fail(messages.datapointNotFound, 1)
      }
      return numberValue(value)
    },
  },
]
