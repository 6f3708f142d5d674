/*
 * The columns of one evaluation in the kernels' WebAssembly memory (seriesKernels.ts). A kernel
 * can only read and write that memory, so the evaluation takes its result columns here and
 * copies its inputs in once; results are copied out before they leave it.
 *
 * Growing a WebAssembly memory replaces its ArrayBuffer and leaves every view of the old one
 * empty, so the arena grows only in `reset`, when an evaluation starts and no column of the
 * last one is in use. It makes room there for what the evaluation may need (its caller's
 * estimate) and never grows during one: a column it has no room for is refused, and the caller
 * allocates an ordinary one, which the TypeScript operators serve. The memory is kept between
 * evaluations (WebAssembly memory never shrinks), up to `maxBytes`, so its pages stay mapped.
 */

/** A WebAssembly memory as the arena uses it (seriesKernels.ts says why it is typed here). */
export interface WasmMemory {
  readonly buffer: ArrayBuffer
  grow(pages: number): number
}

const pageBytes = 65_536

/** Two scratch slots for number operands of arithmetic, before the first column. */
const scalarSlots = 2

export class ColumnArena {
  private readonly start: number
  private next: number
  private view: Float64Array
  /** Counts resets: a holder of columns from before the last one must not use them. */
  private resets = 0
  /** The columns the last reset pinned, their copies and where the copies end. */
  private pinned: {
    sources: Float64Array[]
    copies: (Float64Array | null)[]
    end: number
  } | null = null

  constructor(
    private readonly memory: WasmMemory,
    heapBase: number,
    /** The most memory the arena grows to. */
    readonly maxBytes = 512 * 1024 * 1024,
  ) {
    const first = align(heapBase)
    this.start = first + scalarSlots * 8
    this.next = this.start
    if (memory.buffer.byteLength < this.start) memory.grow(1)
    this.view = new Float64Array(memory.buffer)
  }

  /** Whether `column` is a view of the arena's memory. */
  holds(column: Float64Array): boolean {
    return column.buffer === this.memory.buffer
  }

  /**
   * Forgets every column (their contents become garbage: callers must hold none) and makes room
   * for `bytes` of new ones, within `maxBytes`. The columns of `pin` are copied in first, and
   * their copies returned (null for one without room); when `pin` is the last reset's list,
   * the same arrays in the same order, and the memory did not grow, the copies of then are kept
   * instead of copied again. Only a caller whose columns never change may pin them.
   */
  reset(bytes: number, pin: readonly Float64Array[] = []): (Float64Array | null)[] {
    this.resets += 1
    const pinBytes = pin.reduce((sum, column) => sum + align(column.length * 8), 0)
    const wanted = Math.min(this.start + pinBytes + bytes, this.maxBytes)
    const have = this.memory.buffer.byteLength
    const grows = wanted > have
    if (grows) {
      this.memory.grow(Math.ceil((wanted - have) / pageBytes))
      this.view = new Float64Array(this.memory.buffer)
    }
    const kept = this.pinned
    if (!grows && kept !== null && sameColumns(kept.sources, pin)) {
      this.next = kept.end
      return kept.copies
    }
    this.next = this.start
    const copies = pin.map((column) => this.copyIn(column))
    this.pinned = pin.length === 0 ? null : { sources: [...pin], copies, end: this.next }
    return copies
  }

  /** A column of `length` points (contents garbage), or null when there is no room. */
  allocate(length: number): Float64Array | null {
    const end = align(this.next + length * 8)
    if (end > this.memory.buffer.byteLength) return null
    const column = new Float64Array(this.memory.buffer, this.next, length)
    this.next = end
    return column
  }

  /** A copy of `column` in the arena, or null when there is no room. */
  copyIn(column: Float64Array): Float64Array | null {
    const copy = this.allocate(column.length)
    copy?.set(column)
    return copy
  }

  /**
   * Runs `run` with a scratch column of `length` (a kernel's ring), given back after it; null
   * when there is no room.
   */
  withScratch<T>(length: number, run: (address: number) => T): T | null {
    const mark = this.next
    const scratch = this.allocate(length)
    if (scratch === null) return null
    try {
      return run(scratch.byteOffset)
    } finally {
      this.next = mark
    }
  }

  /** The address of a scratch slot (0 or 1) holding `value`, for a number operand. */
  scalar(slot: 0 | 1, value: number): number {
    const address = this.start - (scalarSlots - slot) * 8
    this.view[address / 8] = value
    return address
  }

  /** Which reset the arena's columns are from. */
  get generation(): number {
    return this.resets
  }

  /** Bytes the memory holds now. */
  get capacity(): number {
    return this.memory.buffer.byteLength
  }
}

function sameColumns(a: readonly Float64Array[], b: readonly Float64Array[]): boolean {
  return a.length === b.length && a.every((column, i) => column === b[i])
}

/** Columns start on 16 bytes. */
function align(address: number): number {
  return Math.ceil(address / 16) * 16
}
