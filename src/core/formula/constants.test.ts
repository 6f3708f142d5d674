import { describe, expect, it } from 'vitest'
import {
  annualizationDays,
  annualizationSqrt,
  defaultBacktestFee,
  defaultBacktestMultiplier,
  itemNamePattern,
} from './constants'

describe('formula constants (spec section 9)', () => {
  it('name metrics m{n} and formulas f{n}', () => {
    expect(['m1', 'f12', 'm0'].every((name) => itemNamePattern.test(name))).toBe(true)
    expect(['M1', 'x1', 'm', 'f1a', 'mf1', ' m1'].some((name) => itemNamePattern.test(name))).toBe(
      false,
    )
  })

  it('annualise with 365 and its square root, and backtest with fee 0.001 and multiplier 1', () => {
    expect(annualizationDays).toBe(365)
    expect(annualizationSqrt).toBe(Math.sqrt(365))
    expect(defaultBacktestFee).toBe(0.001)
    expect(defaultBacktestMultiplier).toBe(1)
  })
})
