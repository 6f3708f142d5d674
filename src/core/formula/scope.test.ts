import { describe, expect, it } from 'vitest'
import { inputScope, HeldColumns } from './scope'
import { f64 } from './testing/seriesArbitraries'

/*
 * The checks of input time columns, remembered for columns that never change (the worker's
 * column store holds such columns and evaluates over them again on every edit).
 */

describe('HeldColumns', () => {
  it('refuses what seriesProblem refuses, every time', () => {
    const checks = new HeldColumns()
    const descending = { t: f64([2, 1]), v: f64([1, 1]) }
    expect(checks.problem(descending)).toBe('times must be ascending')
    expect(checks.problem(descending)).toBe('times must be ascending')
    const t = f64([1, 2, 3])
    expect(checks.problem({ t, v: f64([1, 2, 3]) })).toBeNull()
    // A time column found usable still needs values of its length.
    expect(checks.problem({ t, v: f64([1]) })).toBe('3 times but 1 values')
  })

  it('checks a time column once: what it found holds for that column', () => {
    const checks = new HeldColumns()
    const t = f64([1, 2, 3])
    expect(checks.problem({ t, v: f64([0, 0, 0]) })).toBeNull()
    // The contract is that held columns never change; this one does, to show it is not read again.
    t[2] = 0
    expect(checks.problem({ t, v: f64([0, 0, 0]) })).toBeNull()
    expect(new HeldColumns().problem({ t, v: f64([0, 0, 0]) })).toBe('times must be ascending')
  })

  it('remembers time columns found equal, and never calls different ones equal', () => {
    const checks = new HeldColumns()
    const a = f64([1, 2, 3])
    const copy = a.slice()
    expect(checks.same(a, copy)).toBe(true)
    copy[0] = 0
    expect(checks.same(a, copy)).toBe(true)
    expect(checks.same(a, f64([1, 2, 4]))).toBe(false)
  })

  it('lets inputs on equal times share the first one’s time column, as without it', () => {
    const t = f64([1, 2, 3])
    const inputs = [
      ['m1', { t, v: f64([1, 2, 3]) }],
      ['m2', { t: t.slice(), v: f64([4, 5, 6]) }],
    ] as const
    for (const checks of [new HeldColumns(), undefined]) {
      const { scope } = inputScope(inputs, checks)
      const m2 = scope.get('m2')
      expect(m2?.kind === 'series' && m2.t).toBe(t)
    }
  })
})
