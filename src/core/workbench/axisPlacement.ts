import type { ChartItem } from '../api/udmItems'

/*
 * Which y axis a newly added workbench item is drawn against. Left alone, a new item shares the
 * left axis, and a formula a million times larger than the metric it is made of flattens that
 * metric into a line at zero. So when a new item's first values arrive it joins an existing axis
 * only if the two ranges are within 10x of each other, and otherwise gets an axis of its own.
 */

/** How much one range may be stretched by sharing its axis with another. */
export const axisRangeFactor = 10

/** The highest axis index a saved item may have (udmItems.ts, `yAxis`). */
export const maxAxisIndex = 49

export interface ValueRange {
  min: number
  max: number
}

/** The range of the finite values; undefined when there are none. */
export function valueRange(values: ArrayLike<number>): ValueRange | undefined {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (!Number.isFinite(value)) continue
    if (value < min) min = value
    if (value > max) max = value
  }
  return min <= max ? { min, max } : undefined
}

/**
 * How far apart two ranges are: the span of both together over the smaller span of the two.
 * 1 for equal ranges; a million for a series against itself times a million; large as well for
 * two series of the same spread at very different levels (a price and the price plus a
 * million), which on one axis would both be flat lines too. A range of one value counts as
 * spanning its magnitude, so a constant line is compared by its level.
 */
export function rangeSpread(a: ValueRange, b: ValueRange): number {
  const both = Math.max(a.max, b.max) - Math.min(a.min, b.min)
  const smaller = Math.min(spanOf(a), spanOf(b))
  return both === 0 ? 1 : both / smaller
}

function spanOf(range: ValueRange): number {
  return range.max - range.min || Math.max(Math.abs(range.min), Math.abs(range.max)) || 1
}

function merge(a: ValueRange | undefined, b: ValueRange): ValueRange {
  return a ? { min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) } : b
}

/**
 * The axis for a new item's range: the existing axis whose range is closest to it, if that one
 * is within `axisRangeFactor`; else the lowest index no item uses. `axes` are the ranges of the
 * axes that show data; `used` every axis index an item is on (with data or not).
 */
export function axisFor(
  range: ValueRange,
  axes: ReadonlyMap<number, ValueRange>,
  used: Iterable<number>,
): number {
  let best: { axis: number; spread: number } | undefined
  for (const [axis, axisRange] of [...axes].sort(([a], [b]) => a - b)) {
    const spread = rangeSpread(range, axisRange)
    if (best === undefined || spread < best.spread) best = { axis, spread }
  }
  if (best !== undefined && best.spread <= axisRangeFactor) return best.axis
  const taken = new Set(used)
  for (let axis = 0; axis <= maxAxisIndex; axis += 1) if (!taken.has(axis)) return axis
  return best?.axis ?? 0
}

/**
 * Axes for the newly added items (`pending`) whose values have arrived, in item order, each
 * against the axes of the visible items already placed (and of the new ones placed before it).
 * A new item waits while no other item shows data to compare with. `ranges` holds the value
 * range of every item with data, by uuid.
 */
export function placeNewItems(
  items: readonly ChartItem[],
  ranges: ReadonlyMap<string, ValueRange>,
  pending: ReadonlySet<string>,
): Map<string, number> {
  const axes = new Map<number, ValueRange>()
  const used = new Set<number>()
  for (const item of items) {
    if (pending.has(item.uuid)) continue
    const axis = item.extra.yAxis ?? 0
    used.add(axis)
    const range = ranges.get(item.uuid)
    if (range && item.extra.isVisible !== false) axes.set(axis, merge(axes.get(axis), range))
  }
  const placed = new Map<string, number>()
  for (const item of items) {
    const range = ranges.get(item.uuid)
    if (!pending.has(item.uuid) || range === undefined || axes.size === 0) continue
    const axis = axisFor(range, axes, used)
    placed.set(item.uuid, axis)
    used.add(axis)
    axes.set(axis, merge(axes.get(axis), range))
  }
  return placed
}

/** What the axis picker calls axis `index`: Left, Right, then Left 2, Right 2, … outward. */
export function axisName(index: number): string {
  const side = index % 2 === 0 ? 'Left' : 'Right'
  const rank = Math.floor(index / 2) + 1
  return rank === 1 ? side : `${side} ${rank}`
}
