import type { ColumnId } from '@/core/formula/workerApi'

/*
 * The page's side of a formula worker's column cache (src/core/formula/workerApi.ts): which of
 * the page's columns one worker holds. Every column gets a number once (the same array always
 * has the same number); a worker is sent a column only when it does not hold it yet, and is told
 * to drop the least recently used ones when what it holds would pass the budget.
 */

const ids = new WeakMap<Float64Array, ColumnId>()
let nextId = 1

/** The number of a column, the same for the same array for the life of the page. */
export function columnId(column: Float64Array): ColumnId {
  let id = ids.get(column)
  if (id === undefined) {
    id = nextId
    nextId += 1
    ids.set(column, id)
  }
  return id
}

/**
 * What one worker may hold: 192 MB, a dozen metrics of a year of 1-minute points with their
 * times. A workbench holds at most 11 metrics (app.md: `metrics` adds up to 10 to the chart's).
 */
export const workerBudgetBytes = 192 * 1024 * 1024

export interface ColumnPlan {
  /** Columns to copy and send, with their numbers. */
  add: Array<[ColumnId, Float64Array]>
  /** Numbers the worker forgets first. */
  drop: ColumnId[]
  /** Whether the worker forgets everything first (after a failed request). */
  dropAll: boolean
}

export class SentColumns {
  /** Held numbers with their sizes, least recently used first (a Map keeps insertion order). */
  private readonly held = new Map<ColumnId, number>()
  private bytes = 0
  private reset = false

  constructor(private readonly budgetBytes = workerBudgetBytes) {}

  /**
   * What the worker needs for a request over `columns`, recorded as done: the caller sends the
   * plan with the request, or forgets this worker (`clear`) when the request fails.
   */
  plan(columns: readonly Float64Array[]): ColumnPlan {
    const add: Array<[ColumnId, Float64Array]> = []
    const wanted = new Set<ColumnId>()
    for (const column of columns) {
      const id = columnId(column)
      if (wanted.has(id)) continue
      wanted.add(id)
      const size = this.held.get(id)
      if (size !== undefined) {
        // Used again: to the back of the line.
        this.held.delete(id)
        this.held.set(id, size)
        continue
      }
      add.push([id, column])
      this.held.set(id, column.byteLength)
      this.bytes += column.byteLength
    }
    const drop: ColumnId[] = []
    for (const [id, size] of this.held) {
      if (this.bytes <= this.budgetBytes) break
      // This request's own columns stay, even past the budget: it needs them.
      if (wanted.has(id)) continue
      this.held.delete(id)
      this.bytes -= size
      drop.push(id)
    }
    const dropAll = this.reset
    this.reset = false
    return { add, drop, dropAll }
  }

  /**
   * After a failed request nobody knows what the worker holds: the next plan sends every column
   * again and has the worker drop everything else first.
   */
  clear(): void {
    this.held.clear()
    this.bytes = 0
    this.reset = true
  }

  /** Bytes the worker holds, for tests. */
  get heldBytes(): number {
    return this.bytes
  }
}
