import { describe, expect, it } from 'vitest'
import { isValidPoint, onValidPoints, packValid, unpackValid } from './validPoints'

describe('validPoints', () => {
  it('treats only finite numbers as data', () => {
    expect([0, -1.5, NaN, Infinity, -Infinity].map(isValidPoint)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })

  it('packs valid values with their positions and puts results back', () => {
    const series = Float64Array.from([1, NaN, 2, Infinity, 3])
    const packed = packValid(series)
    expect([...packed.values]).toEqual([1, 2, 3])
    expect([...(packed.positions ?? [])]).toEqual([0, 2, 4])
    const back = unpackValid(packed, Float64Array.from([10, 20, 30]))
    expect([...back]).toEqual([10, NaN, 20, NaN, 30])
  })

  it('skips packing when there is no gap', () => {
    const series = Float64Array.from([1, 2])
    const packed = packValid(series)
    expect(packed.positions).toBeNull()
    expect(packed.values).toBe(series)
    expect([...onValidPoints(series, (v) => v.map((x) => x * 2))]).toEqual([2, 4])
  })

  it('handles an empty series', () => {
    expect(onValidPoints(new Float64Array(0), (v) => v.slice()).length).toBe(0)
  })
})
