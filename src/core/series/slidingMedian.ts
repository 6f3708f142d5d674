/*
 * The median of a sliding window in O(log w) per point whatever the data: the lower half of the
 * window in a max-heap, the upper half in a min-heap, each value addressed by its slot in the
 * window's ring so that the value leaving is removed where it sits. SortedWindow (medians.ts)
 * moves every value between the leaving and the arriving one, which for a trending series is
 * the whole window at each point: a one-year window of 10-minute points (52,560) over a year of
 * them took 3.7 s that way.
 */

/** A binary heap of ring slots ordered by their values; `sign` 1 keeps the largest on top. */
class SlotHeap {
  readonly slots: Int32Array
  size = 0

  constructor(
    capacity: number,
    private readonly values: Float64Array,
    /** Where each slot sits in the heap that holds it. */
    private readonly positions: Int32Array,
    private readonly sign: 1 | -1,
  ) {
    this.slots = new Int32Array(capacity)
  }

  /** The top slot's value (the largest for sign 1); only when not empty. */
  top(): number {
    return this.values[this.slots[0] as number] as number
  }

  topSlot(): number {
    return this.slots[0] as number
  }

  private key(at: number): number {
    return this.sign * (this.values[this.slots[at] as number] as number)
  }

  private place(at: number, slot: number): void {
    this.slots[at] = slot
    this.positions[slot] = at
  }

  push(slot: number): void {
    this.place(this.size, slot)
    this.size += 1
    this.up(this.size - 1)
  }

  /** Removes the slot at heap position `at`. */
  removeAt(at: number): void {
    this.size -= 1
    if (at === this.size) return
    const moved = this.slots[this.size] as number
    this.place(at, moved)
    // The last slot fills the hole: it goes up if larger than its new parent, else down.
    this.up(at)
    if (this.positions[moved] === at) this.down(at)
  }

  private up(from: number): void {
    let at = from
    const slot = this.slots[at] as number
    const key = this.sign * (this.values[slot] as number)
    while (at > 0) {
      const parent = (at - 1) >>> 1
      if (this.key(parent) >= key) break
      this.place(at, this.slots[parent] as number)
      at = parent
    }
    this.place(at, slot)
  }

  private down(from: number): void {
    let at = from
    const slot = this.slots[at] as number
    const key = this.sign * (this.values[slot] as number)
    for (;;) {
      const left = 2 * at + 1
      if (left >= this.size) break
      const right = left + 1
      const child = right < this.size && this.key(right) > this.key(left) ? right : left
      if (this.key(child) <= key) break
      this.place(at, this.slots[child] as number)
      at = child
    }
    this.place(at, slot)
  }
}

export class SlidingMedian {
  /** The window's values by ring slot. */
  private readonly values: Float64Array
  private readonly positions: Int32Array
  /** 1 when a slot is in the lower half, -1 in the upper half, 0 when empty. */
  private readonly side: Int8Array
  private readonly lower: SlotHeap
  private readonly upper: SlotHeap

  constructor(readonly capacity: number) {
    this.values = new Float64Array(capacity)
    this.positions = new Int32Array(capacity)
    this.side = new Int8Array(capacity)
    this.lower = new SlotHeap(capacity, this.values, this.positions, 1)
    this.upper = new SlotHeap(capacity, this.values, this.positions, -1)
  }

  get size(): number {
    return this.lower.size + this.upper.size
  }

  /** Puts `value` in `slot`, replacing the value there if any. NaN must never be added. */
  set(slot: number, value: number): void {
    if (this.side[slot] !== 0) this.remove(slot)
    this.values[slot] = value
    if (this.lower.size === 0 || value <= this.lower.top()) {
      this.side[slot] = 1
      this.lower.push(slot)
    } else {
      this.side[slot] = -1
      this.upper.push(slot)
    }
    this.balance()
  }

  /** Median of the values held: the middle one, or the mean of the two middle ones. */
  median(): number {
    if (this.lower.size === 0) return Number.NaN
    if (this.lower.size > this.upper.size) return this.lower.top()
    return (this.lower.top() + this.upper.top()) / 2
  }

  private remove(slot: number): void {
    const heap = this.side[slot] === 1 ? this.lower : this.upper
    heap.removeAt(this.positions[slot] as number)
    this.side[slot] = 0
    this.balance()
  }

  /** The lower half holds as many values as the upper one, or one more. */
  private balance(): void {
    while (this.lower.size > this.upper.size + 1) this.move(this.lower, this.upper, -1)
    while (this.upper.size > this.lower.size) this.move(this.upper, this.lower, 1)
  }

  private move(from: SlotHeap, to: SlotHeap, side: 1 | -1): void {
    const slot = from.topSlot()
    from.removeAt(0)
    this.side[slot] = side
    to.push(slot)
  }
}
