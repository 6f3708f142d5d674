import { sameTimes } from '../series/align'
import { borrowedSeries, type SeriesColumns, type Value } from './values'

/*
 * The values a formula can name, built from the input series: each checked once (evaluation
 * relies on ascending times), and equal time columns shared, so that operations between them
 * find the same array (align.ts).
 */

/** Why an input series cannot be used, or null when it is fine. */
export function seriesProblem(columns: SeriesColumns): string | null {
  const { t, v } = columns
  if (!(t instanceof Float64Array) || !(v instanceof Float64Array)) {
    return 'times and values must be Float64Arrays'
  }
  if (t.length !== v.length) return `${t.length} times but ${v.length} values`
  for (let i = 0; i < t.length; i += 1) {
    const time = t[i] as number
    if (!Number.isFinite(time)) return `time ${i} is not a number`
    if (i > 0 && time <= (t[i - 1] as number)) return 'times must be ascending'
  }
  return null
}

/**
 * What an evaluation may remember about input columns that never change once given: the worker's
 * column store (columnStore.ts) holds such columns, and a workbench evaluates again on every edit
 * over the same metrics. Time columns already found usable and pairs found equal are kept here
 * (checking a year of minutes costs a pass each time); evaluateFormulas also keeps such inputs'
 * copies in the kernels' arena (arenaEvaluation.ts).
 */
export class HeldColumns {
  private readonly usable = new WeakSet<Float64Array>()
  private readonly equal = new WeakMap<Float64Array, WeakSet<Float64Array>>()

  /** Why `columns` cannot be used (seriesProblem), checking each time column once. */
  problem(columns: SeriesColumns): string | null {
    if (columns.t instanceof Float64Array && this.usable.has(columns.t)) {
      return columns.v instanceof Float64Array && columns.v.length === columns.t.length
        ? null
        : seriesProblem(columns)
    }
    const problem = seriesProblem(columns)
    if (problem === null) this.usable.add(columns.t)
    return problem
  }

  /** sameTimes, remembered for pairs found equal. */
  same(a: Float64Array, b: Float64Array): boolean {
    if (a === b || this.equal.get(a)?.has(b) === true) return true
    if (!sameTimes(a, b)) return false
    const known = this.equal.get(a) ?? new WeakSet<Float64Array>()
    known.add(b)
    this.equal.set(a, known)
    return true
  }
}

/** Checks every time, for callers whose arrays may change between evaluations. */
const uncached = {
  problem: seriesProblem,
  same: sameTimes,
}

export interface InputScope {
  scope: Map<string, Value>
  /** Inputs that cannot be used, with the reason. */
  problems: Map<string, string>
}

export function inputScope(
  inputs: Iterable<readonly [string, SeriesColumns]>,
  times: Pick<HeldColumns, 'problem' | 'same'> = uncached,
): InputScope {
  const problems = new Map<string, string>()
  const scope = new Map<string, Value>()
  // Time columns already checked. One equal to them is fine as well and takes their array
  // (align.ts), so the second of two metrics on the same times costs one comparison, not two
  // passes more over half a million times.
  const checked: Float64Array[] = []
  for (const [name, columns] of inputs) {
    const { t, v } = columns
    const same =
      t instanceof Float64Array && v instanceof Float64Array && t.length === v.length
        ? checked.find((known) => times.same(known, t))
        : undefined
    const problem = same === undefined ? times.problem(columns) : null
    if (problem !== null) {
      problems.set(name, problem)
      continue
    }
    if (same === undefined) checked.push(t)
    scope.set(name, borrowedSeries({ t: same ?? t, v }))
  }
  return { scope, problems }
}
