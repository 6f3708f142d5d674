import { beginInArena, copiedOut } from './arenaEvaluation'
import { Buffers } from './buffers'
import type { FormulaErrorInfo } from './errors'
import { FormulaError } from './errors'
import { evaluate } from './evaluate'
import { compileItems, referencesIn } from './graph'
import { check } from './check'
import { messages } from './messages'
import { parse } from './parser'
import { asFormulaError, toFormulaValue, type FormulaValue } from './results'
import { inputScope, type HeldColumns } from './scope'
import { borrowedSeries, type SeriesColumns } from './values'

/*
 * The evaluation API, shaped for a worker: inputs and outputs are plain objects, Maps and
 * Float64Arrays (structured-cloneable, buffers transferable), no closures, and nothing throws.
 */

export interface FormulaItem {
  /** m1, m2, … for metrics, f1, f2, … for formulas. */
  name: string
  /** A formula's source. An item with a source is evaluated, whatever else it carries. */
  source?: string
  /** A metric's data, or a formula's earlier result that need not be evaluated again. */
  series?: SeriesColumns
}

export interface EvaluateOptions {
  /** Evaluate only these formulas and what they need (e.g. affectedBy's list); all when absent. */
  only?: readonly string[]
}

export interface FormulaEvaluation {
  values: Map<string, FormulaValue>
  /** Errors by item name: every formula that could not be evaluated, and faulty inputs. */
  errors: Map<string, FormulaErrorInfo>
}

export type FormulaOutcome =
  { ok: true; value: FormulaValue } | { ok: false; error: FormulaErrorInfo }

const nowhere = { start: 0, end: 0 }

/** The formulas in `only` and every formula they need, or null for all of them. */
function wanted(only: readonly string[] | undefined, dependencies: Map<string, string[]>) {
  if (only === undefined) return null
  const needed = new Set<string>()
  const add = (name: string) => {
    if (needed.has(name) || !dependencies.has(name)) return
    needed.add(name)
    for (const dep of dependencies.get(name) ?? []) add(dep)
  }
  for (const name of only) add(name)
  return needed
}

/**
 * Evaluates every formula of a workbench in dependency order. A formula whose input or
 * dependency failed gets an error naming it; the others are evaluated regardless.
 */
export function evaluateFormulas(
  items: readonly FormulaItem[],
  options: EvaluateOptions = {},
  /** Spare columns to take from and hand back (buffers.ts); a worker keeps one. */
  buffers: Buffers = new Buffers(),
  /**
   * For a caller whose input columns never change (the worker's column store): what is found
   * about them is remembered, and their copies in the kernels' arena are kept.
   */
  held?: HeldColumns,
): FormulaEvaluation {
  const { graph, trees, references } = compileItems(items)
  const errors = new Map<string, FormulaErrorInfo>()
  for (const [name, error] of graph.errors) errors.set(name, error.toInfo())
  const inputs = items.flatMap((item) =>
    item.source === undefined && item.series !== undefined && !graph.errors.has(item.name)
      ? [[item.name, item.series] as const]
      : [],
  )
  const { scope, problems } = inputScope(inputs, held)
  for (const [name, problem] of problems) {
    errors.set(name, new FormulaError(messages.invalidSeries(name, problem), nowhere).toInfo())
  }

  const values = new Map<string, FormulaValue>()
  const needed = wanted(options.only, graph.dependencies)
  const toEvaluate = graph.order.filter(
    (name) => trees.has(name) && (needed === null || needed.has(name)),
  )
  const arena = beginInArena(
    buffers,
    toEvaluate.flatMap((name) => trees.get(name) ?? []),
    scope,
    toEvaluate.flatMap((name) => (references.get(name) ?? []).map((ref) => ref.name)),
    held !== undefined,
  )
  for (const name of graph.order) {
    if (needed !== null && !needed.has(name)) continue
    const missing = (references.get(name) ?? []).find((ref) => !scope.has(ref.name))
    if (missing) {
      const reason = errors.has(missing.name)
        ? messages.dependencyFailed(missing.name)
        : messages.noData(missing.name)
      errors.set(name, new FormulaError(reason, missing).toInfo())
      continue
    }
    const tree = trees.get(name)
    if (tree === undefined) continue
    try {
      const value = toFormulaValue(evaluate(tree, scope, buffers))
      values.set(name, copiedOut(value, arena))
      scope.set(
        name,
        value.kind === 'series' ? borrowedSeries(value) : { kind: 'number', value: value.value },
      )
    } catch (error) {
      const source = items.find((item) => item.name === name)?.source ?? ''
      errors.set(name, asFormulaError(error, source).toInfo())
    }
  }
  return { values, errors }
}

/**
 * Evaluates one formula over named inputs (metrics, or formulas already evaluated). Throws only
 * FormulaError.
 */
export function evaluateFormula(
  source: string,
  inputs: Readonly<Record<string, SeriesColumns>>,
): FormulaValue {
  try {
    const tree = parse(source)
    check(tree)
    const names = [...new Set(referencesIn(tree).map((ref) => ref.name))]
    const given = names.flatMap((name) => {
      const columns = Object.hasOwn(inputs, name) ? inputs[name] : undefined
      return columns === undefined ? [] : [[name, columns] as const]
    })
    const { scope, problems } = inputScope(given)
    for (const ref of referencesIn(tree)) {
      const problem = problems.get(ref.name)
      if (problem !== undefined)
        throw new FormulaError(messages.invalidSeries(ref.name, problem), ref)
      if (!scope.has(ref.name)) throw new FormulaError(messages.unknownName(ref.name), ref)
    }
    const buffers = new Buffers()
    const arena = beginInArena(buffers, [tree], scope, names, false)
    return copiedOut(toFormulaValue(evaluate(tree, scope, buffers)), arena)
  } catch (error) {
    throw asFormulaError(error, source)
  }
}

/** evaluateFormula for a worker: the result or the error as plain data, never a throw. */
export function evaluateOne(
  source: string,
  inputs: Readonly<Record<string, SeriesColumns>>,
): FormulaOutcome {
  try {
    return { ok: true, value: evaluateFormula(source, inputs) }
  } catch (error) {
    return { ok: false, error: asFormulaError(error, source).toInfo() }
  }
}
