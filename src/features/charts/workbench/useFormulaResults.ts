import { useEffect, useRef, useState } from 'react'
import type { FormulaErrorInfo } from '@/core/formula/errors'
import type { FormulaItem as EvaluationItem } from '@/core/formula/evaluateFormulas'
import { affectedBy, buildFormulaGraph } from '@/core/formula/graph'
import type { FormulaValue } from '@/core/formula/results'
import type { TimeSeries } from '@/core/series/align'
import { evaluateInWorkers } from '@/lib/formula/formulaWorkers'

/*
 * A workbench's formulas, evaluated in the formula workers. Only what an edit can have changed is
 * evaluated again: a formula whose source changed, or whose input's data changed, and every
 * formula depending on it (app.md section 4); the others are handed to the worker as the series
 * they already are. A newer edit aborts the evaluation it makes stale.
 */

export type FormulaResult =
  | { status: 'loading' }
  | { status: 'data'; value: FormulaValue }
  | { status: 'error'; error: FormulaErrorInfo }

export interface FormulaSource {
  ref: string
  source: string
}

interface Evaluated {
  source: string
  result: Exclude<FormulaResult, { status: 'loading' }>
}

export function useFormulaResults(
  inputs: ReadonlyMap<string, TimeSeries>,
  formulas: readonly FormulaSource[],
): ReadonlyMap<string, FormulaResult> {
  const done = useRef(new Map<string, Evaluated>())
  const seenInputs = useRef(new Map<string, TimeSeries>())
  // The render reads the state; the effect reads the ref, which the same callback keeps equal.
  const [shown, setShown] = useState<ReadonlyMap<string, Evaluated>>(new Map())
  const formulaKey = formulas.map((f) => `${f.ref}=${f.source}`).join('\n')

  useEffect(() => {
    const graph = buildFormulaGraph([
      ...[...inputs.keys()].map((name) => ({ name })),
      ...formulas.map((f) => ({ name: f.ref, source: f.source })),
    ])
    const stale = new Set<string>()
    const changedInputs = [...inputs].filter(
      ([ref, series]) => seenInputs.current.get(ref) !== series,
    )
    for (const [ref] of changedInputs) for (const name of affectedBy(graph, ref)) stale.add(name)
    for (const { ref, source } of formulas) {
      const before = done.current.get(ref)
      if (before === undefined || before.source !== source) {
        stale.add(ref)
        for (const name of affectedBy(graph, ref)) stale.add(name)
      }
    }
    // Forget formulas that are gone.
    const present = new Set(formulas.map((f) => f.ref))
    for (const ref of done.current.keys()) if (!present.has(ref)) done.current.delete(ref)
    seenInputs.current = new Map(inputs)
    if (stale.size === 0) return

    const items: EvaluationItem[] = [...inputs].map(([name, series]) => ({ name, series }))
    for (const { ref, source } of formulas) {
      const kept = done.current.get(ref)
      // A series result that stays valid is an input like any metric; anything else is evaluated.
      if (!stale.has(ref) && kept?.result.status === 'data' && kept.result.value.kind === 'series')
        items.push({ name: ref, series: kept.result.value })
      else {
        stale.add(ref)
        items.push({ name: ref, source })
      }
    }
    // Until they are evaluated again these results are out of date: should this evaluation be
    // aborted, the next effect finds them missing and evaluates them (the page keeps showing the
    // old ones meanwhile).
    for (const ref of stale) done.current.delete(ref)

    const controller = new AbortController()
    const sources = new Map(formulas.map((f) => [f.ref, f.source]))
    evaluateInWorkers(items, { only: [...stale] }, controller.signal).then(
      ({ values, errors }) => {
        for (const ref of stale) {
          const source = sources.get(ref) ?? ''
          const value = values.get(ref)
          const error = errors.get(ref)
          if (value) done.current.set(ref, { source, result: { status: 'data', value } })
          else if (error) done.current.set(ref, { source, result: { status: 'error', error } })
        }
        setShown(new Map(done.current))
      },
      () => {
        // Aborted by a newer edit (which evaluates these again), or the worker failed: the
        // formulas stay loading until the next evaluation.
      },
    )
    return () => controller.abort()
    // `formulaKey` stands for `formulas`, whose array is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputs, formulaKey])

  // A formula shows its last result until the new one arrives, unless its source changed since.
  const results = new Map<string, FormulaResult>()
  for (const { ref, source } of formulas) {
    const evaluated = shown.get(ref)
    results.set(ref, evaluated?.source === source ? evaluated.result : { status: 'loading' })
  }
  return results
}
