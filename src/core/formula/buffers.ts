import type { ColumnArena } from '../series/wasm/columnArena'
import { seriesKernels } from '../series/wasm/seriesKernels'

/*
 * The value columns one evaluation allocates, handed back when spent. In sma(m1, 30) / ema(m2,
 * 10) + …, the division writes into the average's column and the EMA's column is spent; the next
 * function takes it instead of a new one. A new 4 MB column costs page faults on first touch,
 * about as much as the pass that fills it, and a column used again is likelier to be in cache.
 * Only columns of owned values (values.ts) are handed back: nothing else refers to them.
 *
 * Between `begin` and the next evaluation's, new columns come from the WebAssembly kernels'
 * arena when they are loaded (src/core/series/wasm), so the operators run there; an ordinary
 * column otherwise, or when the arena is full. Arena columns are valid until the arena's next
 * reset: results must be copied out of it (evaluateFormulas.ts does).
 */
export class Buffers {
  private spare: Float64Array[] = []
  private spareBytes = 0
  private arena: ColumnArena | null = null
  private generation = -1

  /**
   * @param maxSpareBytes what it keeps at most: a worker keeps one across evaluations (the
   *   columns of one evaluation serve the next, mapped and warm), bounded by this. Arena
   *   columns do not count: the arena's memory stays anyway.
   */
  constructor(private readonly maxSpareBytes = Number.POSITIVE_INFINITY) {}

  /**
   * Starts an evaluation that may need `bytes` of columns: the arena forgets every column it
   * handed out and makes room, with `pin` copied in (ColumnArena.reset). Returns the arena and
   * the copies, or null when the kernels are not loaded.
   */
  begin(
    bytes: number,
    pin: readonly Float64Array[] = [],
  ): { arena: ColumnArena; pinned: (Float64Array | null)[] } | null {
    const arena = seriesKernels()?.arena ?? null
    this.dropArenaColumns()
    if (arena === null) return null
    const pinned = arena.reset(bytes, pin)
    this.arena = arena
    this.generation = arena.generation
    return { arena, pinned }
  }

  /** The arena this evaluation takes columns from, if it still may. */
  private liveArena(): ColumnArena | null {
    if (this.arena !== null && this.arena.generation !== this.generation) this.dropArenaColumns()
    return this.arena
  }

  private dropArenaColumns(): void {
    const arena = this.arena
    if (arena !== null) this.spare = this.spare.filter((column) => !arena.holds(column))
    this.arena = null
  }

  /** A column of `length` to write a result into (its contents are garbage). */
  take(length: number): Float64Array {
    const arena = this.liveArena()
    if (arena !== null) {
      const column = this.takeSpare((c) => c.length === length && arena.holds(c))
      if (column !== null) return column
      const fresh = arena.allocate(length)
      if (fresh !== null) return fresh
    }
    const column = this.takeSpare((c) => c.length === length && !(arena?.holds(c) ?? false))
    if (column === null) return new Float64Array(length)
    this.spareBytes -= column.byteLength
    return column
  }

  private takeSpare(fits: (column: Float64Array) => boolean): Float64Array | null {
    const at = this.spare.findIndex(fits)
    return at === -1 ? null : (this.spare.splice(at, 1)[0] as Float64Array)
  }

  /** A column nothing refers to any more. */
  release(column: Float64Array): void {
    // A handful of columns at most: the depth of the formula's tree.
    if (column.length === 0 || this.spare.includes(column)) return
    const arena = this.liveArena()
    if (arena?.holds(column) === true) {
      this.spare.push(column)
      return
    }
    // A column of an arena this evaluation does not own (reset since) is not ours to reuse.
    if (seriesKernels()?.arena.holds(column) === true) return
    if (this.spareBytes + column.byteLength > this.maxSpareBytes) return
    this.spare.push(column)
    this.spareBytes += column.byteLength
  }

  /** How many columns wait to be taken again (for tests). */
  get spareCount(): number {
    return this.spare.length
  }
}
