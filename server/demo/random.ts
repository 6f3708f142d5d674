/*
 * Deterministic randomness for the demo dataset. Everything is integer hashing (Math.imul and
 * shifts), so a value depends only on its inputs and is the same on every machine. Noise is
 * hashed from (seed, asset, stream, time index) rather than drawn from a running generator: any
 * point in time can be computed on its own, without replaying the history before it.
 */

/** The murmur3 finaliser: a cheap, well-mixed 32-bit avalanche. */
export function mix32(value: number): number {
  let h = value | 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** FNV-1a of a string, for turning asset symbols and stream names into hash keys. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return mix32(h)
}

/** The key of one noise stream: the same (seed, asset, stream) always gives the same key. */
export function noiseKey(seed: number, asset: string, stream: string): number {
  return mix32(mix32(seed ^ 0x9e3779b9) ^ hashString(asset) ^ Math.imul(hashString(stream), 3))
}

/** A uniform value in [-1, 1] for integer index `i` of stream `key`. */
export function hashUnit(key: number, i: number): number {
  return (mix32(key ^ mix32(i + 0x632be5ab)) / 4294967296) * 2 - 1
}

/**
 * Value noise: uniform random values at integer knots, smoothly interpolated between them, so
 * the curve is continuous and its wiggles have a typical length of one unit of `x`.
 */
export function valueNoise(key: number, x: number): number {
  const i = Math.floor(x)
  const f = x - i
  const a = hashUnit(key, i)
  if (f === 0) return a
  const b = hashUnit(key, i + 1)
  return a + (b - a) * f * f * (3 - 2 * f)
}

/** One octave: a wave length in the unit of `x` and a weight. */
export type Octave = readonly [period: number, weight: number]

/**
 * Several octaves of value noise summed (a fractal "smooth random walk" look). Weights are
 * normalised so the result stays within [-1, 1]; callers scale it to the amplitude they need.
 */
export function fractalNoise(key: number, x: number, octaves: readonly Octave[]): number {
  let sum = 0
  let total = 0
  for (let k = 0; k < octaves.length; k++) {
    const octave = octaves[k]
    if (octave === undefined) continue
    sum += octave[1] * valueNoise(mix32(key + k * 0x68e31da4), x / octave[0])
    total += octave[1]
  }
  return total === 0 ? 0 : sum / total
}

/** mulberry32: a tiny seeded generator for tests and for anything drawn in sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
