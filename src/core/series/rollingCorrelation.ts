import { assertWindow } from './validWindow'
import { rollingMax, rollingMin } from './rollingExtremes'
import { isValidPoint } from './validPoints'

/*
 * Rolling Pearson correlation of two aligned series over the last `window` pairs in which both
 * values are valid (a gap in either series is a gap in the result), in O(n): means and co-moments
 * are updated as a pair enters and another leaves (Welford's update and its inverse), never
 * recomputed per window.
 *
 * Two things keep the running figures honest. Like movingStd, an exact two-pass recomputation
 * every max(w, 1024) pairs bounds the drift of the updates. And a window in which one series is
 * constant has no correlation (its spread is exactly 0), but drift could leave a tiny spread that
 * turns into an arbitrary value: the rolling max and min tell exactly when a side is constant.
 */

function exactCorrelationMoments(x: Float64Array, y: Float64Array, from: number, to: number) {
  let meanX = 0
  let meanY = 0
  for (let i = from; i < to; i += 1) {
    meanX += x[i] as number
    meanY += y[i] as number
  }
  meanX /= to - from
  meanY /= to - from
  let sxx = 0
  let syy = 0
  let sxy = 0
  for (let i = from; i < to; i += 1) {
    const dx = (x[i] as number) - meanX
    const dy = (y[i] as number) - meanY
    sxx += dx * dx
    syy += dy * dy
    sxy += dx * dy
  }
  return { meanX, meanY, sxx, syy, sxy }
}

function correlationPacked(x: Float64Array, y: Float64Array, window: number): Float64Array {
  const n = x.length
  const out = new Float64Array(n).fill(Number.NaN)
  if (window < 2 || n < window) return out
  const maxX = rollingMax(x, window)
  const minX = rollingMin(x, window)
  const maxY = rollingMax(y, window)
  const minY = rollingMin(y, window)
  const resync = Math.max(window, 1024)
  let meanX = 0
  let meanY = 0
  let sxx = 0
  let syy = 0
  let sxy = 0
  for (let i = 0; i < n; i += 1) {
    if (i >= window) {
      // The pair leaving: the inverse of the update below, from `window` pairs to window - 1.
      const x0 = x[i - window] as number
      const y0 = y[i - window] as number
      const dx0 = x0 - meanX
      const dy0 = y0 - meanY
      meanX -= dx0 / (window - 1)
      meanY -= dy0 / (window - 1)
      sxx -= dx0 * (x0 - meanX)
      syy -= dy0 * (y0 - meanY)
      sxy -= dx0 * (y0 - meanY)
    }
    const xi = x[i] as number
    const yi = y[i] as number
    const count = Math.min(i + 1, window)
    const dx = xi - meanX
    const dy = yi - meanY
    meanX += dx / count
    meanY += dy / count
    sxx += dx * (xi - meanX)
    syy += dy * (yi - meanY)
    sxy += dx * (yi - meanY)
    if (i < window - 1) continue
    if ((i + 1) % resync === 0) {
      ;({ meanX, meanY, sxx, syy, sxy } = exactCorrelationMoments(x, y, i - window + 1, i + 1))
    }
    if (maxX[i] === minX[i] || maxY[i] === minY[i] || sxx <= 0 || syy <= 0) continue
    out[i] = Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)))
  }
  return out
}

/** Pearson correlation of the last `window` pairs of valid values; NaN for a window below 2. */
export function rollingCorrelation(x: Float64Array, y: Float64Array, window: number): Float64Array {
  assertWindow(window)
  if (x.length !== y.length) {
    throw new RangeError(`series lengths differ: ${x.length} and ${y.length}`)
  }
  let pairs = 0
  for (let i = 0; i < x.length; i += 1) {
    if (isValidPoint(x[i] as number) && isValidPoint(y[i] as number)) pairs += 1
  }
  if (pairs === x.length) return correlationPacked(x, y, window)
  const positions = new Int32Array(pairs)
  const packedX = new Float64Array(pairs)
  const packedY = new Float64Array(pairs)
  let k = 0
  for (let i = 0; i < x.length; i += 1) {
    const xi = x[i] as number
    const yi = y[i] as number
    if (!isValidPoint(xi) || !isValidPoint(yi)) continue
    positions[k] = i
    packedX[k] = xi
    packedY[k] = yi
    k += 1
  }
  const packed = correlationPacked(packedX, packedY, window)
  const out = new Float64Array(x.length).fill(Number.NaN)
  for (let j = 0; j < pairs; j += 1) out[positions[j] as number] = packed[j] as number
  return out
}
