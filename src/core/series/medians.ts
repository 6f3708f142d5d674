import { lowerBound } from './search'

/*
 * Median structures behind movingMedian (windows up to 1,024 points; slidingMedian.ts beyond)
 * and cumulativeMedian. Re-sorting every window would cost O(w log w) per point, far too slow
 * for a year of 10-minute data (525,600 points) with a 200-point window; these keep their order
 * as values come and go.
 */

/**
 * The last `capacity` values of a stream, kept sorted. Finding a slot is a binary search and
 * moving the values between the leaving and the arriving one is one native copyWithin, which
 * for a time series (consecutive values close together) moves only a few elements.
 */
export class SortedWindow {
  private readonly sorted: Float64Array
  private size = 0

  constructor(readonly capacity: number) {
    this.sorted = new Float64Array(capacity)
  }

  get full(): boolean {
    return this.size === this.capacity
  }

  /** Adds a value while the window is filling up. NaN must never be added. */
  add(value: number): void {
    if (this.full) throw new RangeError('SortedWindow is full: use replace')
    const at = lowerBound(this.sorted, value, this.size)
    this.sorted.copyWithin(at + 1, at, this.size)
    this.sorted[at] = value
    this.size += 1
  }

  /** Swaps a value that is in the window (the one leaving) for a new one. */
  replace(leaving: number, arriving: number): void {
    const { sorted, size } = this
    const from = lowerBound(sorted, leaving, size)
    const to = lowerBound(sorted, arriving, size)
    if (to > from) {
      // Everything between the two moves one slot down; the new value lands just before `to`.
      sorted.copyWithin(from, from + 1, to)
      sorted[to - 1] = arriving
    } else {
      sorted.copyWithin(to + 1, to, from)
      sorted[to] = arriving
    }
  }

  /** Median of the values held: the middle one, or the mean of the two middle ones. */
  median(): number {
    const { sorted, size } = this
    if (size === 0) return Number.NaN
    const half = size >>> 1
    if (size % 2 === 1) return sorted[half] as number
    return ((sorted[half - 1] as number) + (sorted[half] as number)) / 2
  }
}

/** A binary max-heap of numbers. */
class MaxHeap {
  private readonly items: number[] = []

  get size(): number {
    return this.items.length
  }

  peek(): number {
    return this.items[0] ?? Number.NaN
  }

  push(value: number): void {
    const { items } = this
    let i = items.push(value) - 1
    while (i > 0) {
      const parent = (i - 1) >>> 1
      if ((items[parent] as number) >= value) break
      items[i] = items[parent] as number
      i = parent
    }
    items[i] = value
  }

  pop(): number {
    const { items } = this
    const top = items[0] ?? Number.NaN
    const last = items.pop()
    if (last === undefined || items.length === 0) return top
    let i = 0
    for (;;) {
      const left = 2 * i + 1
      if (left >= items.length) break
      const right = left + 1
      const child =
        right < items.length && (items[right] as number) > (items[left] as number) ? right : left
      if ((items[child] as number) <= last) break
      items[i] = items[child] as number
      i = child
    }
    items[i] = last
    return top
  }
}

/**
 * Median of everything seen so far, O(log n) per value: the lower half in a max-heap, the upper
 * half in a max-heap of negated values (a min-heap), the lower half never smaller.
 */
export class RunningMedian {
  private readonly lower = new MaxHeap()
  private readonly upperNegated = new MaxHeap()

  add(value: number): void {
    if (this.lower.size === 0 || value <= this.lower.peek()) this.lower.push(value)
    else this.upperNegated.push(-value)
    if (this.lower.size > this.upperNegated.size + 1) this.upperNegated.push(-this.lower.pop())
    else if (this.upperNegated.size > this.lower.size) this.lower.push(-this.upperNegated.pop())
  }

  median(): number {
    if (this.lower.size === 0) return Number.NaN
    if (this.lower.size > this.upperNegated.size) return this.lower.peek()
    return (this.lower.peek() - this.upperNegated.peek()) / 2
  }
}
