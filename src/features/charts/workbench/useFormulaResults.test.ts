import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { evaluateFormulas } from '@/core/formula/evaluateFormulas'
import type { TimeSeries } from '@/core/series/align'
import { useFormulaResults, type FormulaSource } from './useFormulaResults'

// The formula engine itself, called where the app would post to a worker: what is evaluated,
// and with which inputs, is exactly what the worker would be asked.
const calls = vi.hoisted(() => [] as { only: string[]; given: string[] }[])
vi.mock('@/lib/formula/formulaWorkers', () => ({
  evaluateInWorkers: vi.fn(
    async (
      items: Parameters<typeof evaluateFormulas>[0],
      options: Parameters<typeof evaluateFormulas>[1],
      signal?: AbortSignal,
    ) => {
      // Like the pool: a task aborted before it runs never starts.
      await Promise.resolve()
      if (signal?.aborted) throw new DOMException('Aborted', 'AbortError')
      calls.push({
        only: [...(options?.only ?? [])].sort(),
        given: items.filter((item) => item.source === undefined).map((item) => item.name),
      })
      return evaluateFormulas(items, options)
    },
  ),
}))

afterEach(() => {
  calls.length = 0
})

const series = (...v: number[]): TimeSeries => ({
  t: Float64Array.from(v, (_, i) => 1_700_000_000 + i * 86_400),
  v: Float64Array.from(v),
})

function valueOf(result: ReturnType<typeof useFormulaResults>, ref: string): number[] | undefined {
  const entry = result.get(ref)
  return entry?.status === 'data' && entry.value.kind === 'series' ? [...entry.value.v] : undefined
}

describe('useFormulaResults', () => {
  it('evaluates again only what an edit made stale', async () => {
    const formulas: FormulaSource[] = [
      { ref: 'f1', source: 'm1 * 2' },
      { ref: 'f2', source: 'f1 + 1' },
      { ref: 'f3', source: 'm2 - 1' },
    ]
    const m1 = series(1, 2)
    const m2 = series(5, 6)
    const { result, rerender } = renderHook(({ inputs, list }) => useFormulaResults(inputs, list), {
      initialProps: {
        inputs: new Map([
          ['m1', m1],
          ['m2', m2],
        ]),
        list: formulas,
      },
    })
    await waitFor(() => expect(valueOf(result.current, 'f2')).toEqual([3, 5]))
    expect(calls.at(-1)?.only).toEqual(['f1', 'f2', 'f3'])

    // A formula's own source: that formula and its dependents only.
    rerender({
      inputs: new Map([
        ['m1', m1],
        ['m2', m2],
      ]),
      list: [{ ref: 'f1', source: 'm1 * 10' }, formulas[1], formulas[2]] as FormulaSource[],
    })
    await waitFor(() => expect(valueOf(result.current, 'f2')).toEqual([11, 21]))
    expect(calls.at(-1)).toEqual({ only: ['f1', 'f2'], given: ['m1', 'm2', 'f3'] })

    // New data for m2: f3 alone; f1 and f2 go to the worker as the series they are.
    calls.length = 0
    const edited: FormulaSource[] = [
      { ref: 'f1', source: 'm1 * 10' },
      formulas[1],
      formulas[2],
    ] as FormulaSource[]
    rerender({
      inputs: new Map([
        ['m1', m1],
        ['m2', m2],
      ]),
      list: edited,
    })
    await act(async () => {})
    expect(calls).toEqual([])
    rerender({
      inputs: new Map([
        ['m1', m1],
        ['m2', series(7, 8)],
      ]),
      list: edited,
    })
    await waitFor(() => expect(valueOf(result.current, 'f3')).toEqual([6, 7]))
    expect(calls).toEqual([{ only: ['f3'], given: ['m1', 'm2', 'f1', 'f2'] }])
  })

  it('gives an invalid formula its error', async () => {
    // The page memoizes its inputs and formulas; so does this test.
    const inputs = new Map([['m1', series(1, 2)]])
    const formulas = [{ ref: 'f1', source: 'm1 / m9' }]
    const { result } = renderHook(() => useFormulaResults(inputs, formulas))
    await waitFor(() => expect(result.current.get('f1')?.status).toBe('error'))
  })
})
