import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { resolutions } from '../resolution'
import { movingWindowSchema } from '../searchParams'
import { expMovingAverage, movingAverage, movingMedian } from '../series/operators'
import {
  allowedRangeText,
  applyMovingMath,
  movingMathLabels,
  movingMathMethods,
  movingWindowOptions,
  movingWindowOptionsFor,
  movingWindowRanges,
  isWindowText,
  numbersOnlyText,
  validateWindow,
} from './movingMath'

describe('moving-math methods', () => {
  it('are the three address parameters with their labels', () => {
    expect(movingMathMethods).toEqual(['mAvg', 'ema', 'mMedian'])
    expect(movingMathLabels).toEqual({
      mAvg: 'Simple moving average',
      ema: 'Exponential moving average',
      mMedian: 'Moving median',
    })
  })

  it('offers the section 9 windows, longest first', () => {
    expect(movingWindowOptions).toEqual([200, 128, 90, 60, 40, 25, 14, 9])
  })
})

describe('allowed ranges', () => {
  it('are 1-400 up to daily data, 1-200 weekly and 1-60 monthly', () => {
    expect(resolutions.map(allowedRangeText)).toEqual([
      'Allowed range: 1-400',
      'Allowed range: 1-400',
      'Allowed range: 1-400',
      'Allowed range: 1-200',
      'Allowed range: 1-60',
    ])
  })

  it('never exceed what the address accepts, so an applied window survives a shared link', () => {
    for (const resolution of resolutions) {
      const { min, max } = movingWindowRanges[resolution]
      expect(movingWindowSchema.safeParse(min).success).toBe(true)
      expect(movingWindowSchema.safeParse(max).success).toBe(true)
    }
  })

  it('keep only the suggested windows that fit', () => {
    expect(movingWindowOptionsFor('24h')).toEqual([...movingWindowOptions])
    expect(movingWindowOptionsFor('1w')).toEqual([...movingWindowOptions])
    expect(movingWindowOptionsFor('1month')).toEqual([60, 40, 25, 14, 9])
  })
})

describe('validateWindow', () => {
  it('accepts whole numbers inside the range, and 0 as "none"', () => {
    expect(validateWindow('24h', '200')).toEqual({ ok: true, window: 200 })
    expect(validateWindow('24h', ' 400 ')).toEqual({ ok: true, window: 400 })
    expect(validateWindow('1month', '0')).toEqual({ ok: true, window: 0 })
    expect(validateWindow('1w', '007')).toEqual({ ok: true, window: 7 })
  })

  it('refuses anything but digits', () => {
    for (const raw of ['', ' ', 'abc', '-5', '+5', '1.5', '1e2', '20d', '0x10']) {
      expect(validateWindow('24h', raw)).toEqual({ ok: false, reason: numbersOnlyText })
    }
  })

  it('refuses windows outside the resolution range, giving the range', () => {
    expect(validateWindow('24h', '401')).toEqual({ ok: false, reason: 'Allowed range: 1-400' })
    expect(validateWindow('1w', '201')).toEqual({ ok: false, reason: 'Allowed range: 1-200' })
    expect(validateWindow('1month', '61')).toEqual({ ok: false, reason: 'Allowed range: 1-60' })
    expect(validateWindow('1month', '99999999999999999999').ok).toBe(false)
  })

  it('is ok exactly for 0 and the range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...resolutions), fc.nat(1000), (resolution, n) => {
        const { min, max } = movingWindowRanges[resolution]
        expect(validateWindow(resolution, String(n)).ok).toBe(n === 0 || (n >= min && n <= max))
      }),
    )
  })
})

describe('isWindowText', () => {
  it('lets digits in, and nothing while the window is retyped', () => {
    expect(['', '0', '30', '007'].every(isWindowText)).toBe(true)
  })

  it('keeps out letters, signs, points, exponents and spaces', () => {
    for (const text of ['a', '3a', 'ten', '-5', '+5', '1.5', '1e2', ' 30', '٣٠']) {
      expect(isWindowText(text)).toBe(false)
    }
  })
})

describe('applyMovingMath', () => {
  const values = Float64Array.from([4, 8, Number.NaN, 6, 2, 10])

  it('runs the shared operators', () => {
    expect(applyMovingMath(values, 'mAvg', 2)).toEqual(movingAverage(values, 2))
    expect(applyMovingMath(values, 'ema', 3)).toEqual(expMovingAverage(values, 3))
    expect(applyMovingMath(values, 'mMedian', 3)).toEqual(movingMedian(values, 3))
    expect([...applyMovingMath(values, 'mMedian', 3)]).toEqual([NaN, NaN, NaN, 6, 6, 6])
  })

  it('returns the input unchanged for window 0', () => {
    expect(applyMovingMath(values, 'ema', 0)).toBe(values)
  })
})
