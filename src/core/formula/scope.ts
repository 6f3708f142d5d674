import { shareTimeColumns } from './align'
import { borrowedSeries, type SeriesColumns, type Value } from './values'

/*
 * The values a formula can name, built from the input series: each checked once (evaluation
 * relies on ascending times), and equal time columns shared (align.ts).
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

export interface InputScope {
  scope: Map<string, Value>
  /** Inputs that cannot be used, with the reason. */
  problems: Map<string, string>
}

export function inputScope(inputs: Iterable<readonly [string, SeriesColumns]>): InputScope {
  const problems = new Map<string, string>()
  const usable: (readonly [string, SeriesColumns])[] = []
  for (const input of inputs) {
    const problem = seriesProblem(input[1])
    if (problem === null) usable.push(input)
    else problems.set(input[0], problem)
  }
  const shared = shareTimeColumns(usable.map(([, columns]) => columns))
  const scope = new Map<string, Value>()
  usable.forEach(([name], i) => scope.set(name, borrowedSeries(shared[i] as SeriesColumns)))
  return { scope, problems }
}
