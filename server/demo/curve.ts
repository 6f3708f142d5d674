import { dateToDay } from './time'

/** A curve through known points, evaluated anywhere: the skeleton of a hand-tuned history. */
export type Curve = (x: number) => number

/**
 * Parses `'2015-08-07=2.8 2016-06-15=20'` into [day index, value] pairs. Profiles hold their
 * key points in this form so a whole history fits on a few lines.
 */
export function parsePoints(text: string): [day: number, value: number][] {
  const points = text
    .trim()
    .split(/\s+/)
    .map((pair): [number, number] => {
      const [date = '', value = ''] = pair.split('=')
      const number = Number(value)
      if (!Number.isFinite(number)) throw new Error(`Invalid point: ${pair}`)
      return [dateToDay(date), number]
    })
  for (let i = 1; i < points.length; i++) {
    if ((points[i]?.[0] ?? 0) <= (points[i - 1]?.[0] ?? 0)) {
      throw new Error(`Points out of order near ${text.slice(0, 40)}`)
    }
  }
  return points
}

/**
 * Monotone cubic (Fritsch–Carlson) interpolation: smooth like a spline but never overshoots
 * between points, so a peak stays the peak and a price never dips below a key low. Outside the
 * points it continues with the end segments' slopes (`linear`) or holds the end values (`clamp`).
 */
export function monotoneCurve(
  points: readonly (readonly [number, number])[],
  outside: 'linear' | 'clamp' = 'clamp',
): Curve {
  const xs = points.map((p) => p[0])
  const ys = points.map((p) => p[1])
  const n = xs.length
  if (n === 0) throw new Error('A curve needs at least one point')
  if (n === 1) return () => ys[0] ?? 0
  const at = (array: number[], i: number) => array[i] ?? 0
  const secants = xs.slice(1).map((x, i) => (at(ys, i + 1) - at(ys, i)) / (x - at(xs, i)))
  const tangents = xs.map((x, i) => {
    const left = secants[i - 1]
    const right = secants[i]
    if (left === undefined) return right ?? 0
    if (right === undefined) return left
    // A local extreme (or flat step) gets a flat tangent: this is what keeps it monotone.
    if (left * right <= 0) return 0
    // Weighted harmonic mean of the neighbouring slopes (Fritsch–Butland weights).
    const hl = x - at(xs, i - 1)
    const hr = at(xs, i + 1) - x
    const wl = 2 * hr + hl
    const wr = hr + 2 * hl
    return (wl + wr) / (wl / left + wr / right)
  })
  const first = { x: at(xs, 0), y: at(ys, 0), slope: secants[0] ?? 0 }
  const last = { x: at(xs, n - 1), y: at(ys, n - 1), slope: secants[n - 2] ?? 0 }

  return (x) => {
    if (x <= first.x) return outside === 'linear' ? first.y + (x - first.x) * first.slope : first.y
    if (x >= last.x) return outside === 'linear' ? last.y + (x - last.x) * last.slope : last.y
    let lo = 0
    let hi = n - 1
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1
      if (at(xs, mid) <= x) lo = mid
      else hi = mid
    }
    const h = at(xs, hi) - at(xs, lo)
    const s = (x - at(xs, lo)) / h
    const s2 = s * s
    const s3 = s2 * s
    return (
      (2 * s3 - 3 * s2 + 1) * at(ys, lo) +
      (s3 - 2 * s2 + s) * h * at(tangents, lo) +
      (-2 * s3 + 3 * s2) * at(ys, hi) +
      (s3 - s2) * h * at(tangents, hi)
    )
  }
}

/** Straight lines between points (for stocks such as supply that change at a steady pace). */
export function linearCurve(points: readonly (readonly [number, number])[]): Curve {
  const last = points.length - 1
  return (x) => {
    const head = points[0]
    const tail = points[last]
    if (head === undefined || tail === undefined) return 0
    if (x <= head[0] || last === 0) return head[1]
    let i = 1
    while (i < last && (points[i]?.[0] ?? 0) < x) i++
    const a = points[i - 1] ?? head
    const b = points[i] ?? tail
    return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])
  }
}
