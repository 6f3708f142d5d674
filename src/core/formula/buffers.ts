/*
 * The value columns one evaluation allocates, handed back when spent. In sma(m1, 30) / ema(m2,
 * 10) + …, the division writes into the average's column and the EMA's column is spent; the next
 * function takes it instead of a new one. A new 4 MB column costs page faults on first touch,
 * about as much as the pass that fills it, and a column used again is likelier to be in cache.
 * Only columns of owned values (values.ts) are handed back: nothing else refers to them.
 */
export class Buffers {
  private readonly spare: Float64Array[] = []
  private spareBytes = 0

  /**
   * @param maxSpareBytes what it keeps at most: a worker keeps one across evaluations (the
   *   columns of one evaluation serve the next, mapped and warm), bounded by this.
   */
  constructor(private readonly maxSpareBytes = Number.POSITIVE_INFINITY) {}

  /** A column of `length` to write a result into (its contents are garbage). */
  take(length: number): Float64Array {
    const at = this.spare.findIndex((column) => column.length === length)
    if (at === -1) return new Float64Array(length)
    const column = this.spare.splice(at, 1)[0] as Float64Array
    this.spareBytes -= column.byteLength
    return column
  }

  /** A column nothing refers to any more. */
  release(column: Float64Array): void {
    // A handful of columns at most: the depth of the formula's tree.
    if (column.length === 0 || this.spare.includes(column)) return
    if (this.spareBytes + column.byteLength > this.maxSpareBytes) return
    this.spare.push(column)
    this.spareBytes += column.byteLength
  }

  /** How many columns wait to be taken again (for tests). */
  get spareCount(): number {
    return this.spare.length
  }
}
