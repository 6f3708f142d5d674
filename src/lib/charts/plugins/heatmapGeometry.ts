import type { Heatmap } from '@/core/charts/heatmap'
import { lowerBound, upperBound } from '@/core/series/search'

/** The columns of a heatmap whose time span touches [from, to]: first and last index. */
export function columnsInView(t: Float64Array, from: number, to: number): [number, number] {
  const first = Math.max(0, lowerBound(t, from) - 1)
  const last = Math.max(first, upperBound(t, to) - 1)
  return [first, Math.min(t.length - 1, last + 1)]
}

/** Where a column ends: at the next column, or one typical step after the last one. */
export function columnEnd(t: Float64Array, c: number): number {
  const next = t[c + 1]
  if (next !== undefined) return next
  const previous = t[c - 1]
  const current = t[c] as number
  return previous === undefined ? current + 86_400 : current + (current - previous)
}

/**
 * The palette in 64 steps: a canvas fillStyle string per step, so drawing tens of thousands of
 * cells does not build a colour string for each.
 */
export function paletteSteps(
  heatmap: Pick<Heatmap, 'min' | 'max'>,
  color: (value: number, min: number, max: number) => string | undefined,
  steps = 64,
): { step: (value: number) => number; colors: (string | undefined)[] } {
  const { min, max } = heatmap
  const span = max - min || 1
  const colors = Array.from({ length: steps }, (_, i) =>
    color(min + (span * i) / (steps - 1), min, max),
  )
  return {
    colors,
    step: (value) =>
      Math.min(steps - 1, Math.max(0, Math.round(((value - min) / span) * (steps - 1)))),
  }
}
