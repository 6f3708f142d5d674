import { z } from 'zod'
import type { SeriesColumns } from '../metricSource'
import { unexpectedAnswer } from './upstreamClient'

const pointsSchema = z.array(
  z.object({
    t: z.number(),
    v: z.number().nullable().optional(),
    o: z.record(z.string(), z.unknown()).optional(),
  }),
)

/**
 * The public API's `[{t, v}]` or `[{t, o}]` as columns, ascending by `t`. Numbers and nulls in
 * `o` become one column per key (a missing key is a gap); anything nested makes the series a
 * document series (`d`).
 */
export function pointsToColumns(body: unknown): SeriesColumns {
  const parsed = pointsSchema.safeParse(body)
  if (!parsed.success) throw unexpectedAnswer()
  const points = [...parsed.data]
  if (points.some((point, i) => i > 0 && point.t < (points[i - 1]?.t ?? -Infinity))) {
    points.sort((a, b) => a.t - b.t)
  }
  const t = Float64Array.from(points, (point) => point.t)
  if (!points.some((point) => point.o !== undefined)) {
    return { t, v: Float64Array.from(points, (point) => point.v ?? NaN) }
  }
  const values = points.flatMap((point) => Object.values(point.o ?? {}))
  if (values.some((value) => value !== null && typeof value !== 'number')) {
    return { t, d: points.map((point) => point.o ?? null) }
  }
  const keys = [...new Set(points.flatMap((point) => Object.keys(point.o ?? {})))]
  const o = Object.fromEntries(
    keys.map((key) => [
      key,
      Float64Array.from(points, (point) => {
        const value = point.o?.[key]
        return typeof value === 'number' ? value : NaN
      }),
    ]),
  )
  return { t, o }
}
