import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cumulativeMax,
  cumulativeMean,
  cumulativeMedian,
  cumulativeMin,
  cumulativeProd,
  cumulativeStd,
  cumulativeSum,
  difference,
  expMovingAverage,
  movingAverage,
  movingMedian,
  movingStd,
  movingSum,
  percentChange,
  rsi,
  shift,
} from './operators'

// The formula evaluation passes `out` (often the input itself, when it owns that buffer): the
// result must be the same, bit for bit, as the one in a new array.
const N = Number.NaN
const seriesWithGaps = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
      { weight: 1, arbitrary: fc.constantFrom(N, Infinity, -Infinity) },
    ),
    { maxLength: 80 },
  )
  .map((values) => Float64Array.from(values))

type Operator = (values: Float64Array, param: number, out?: Float64Array) => Float64Array
const withParam: [string, Operator][] = [
  ['movingSum', movingSum],
  ['movingAverage', movingAverage],
  ['expMovingAverage', expMovingAverage],
  ['movingMedian', movingMedian],
  ['movingStd', movingStd],
  ['rsi', rsi],
  ['percentChange', percentChange],
  ['difference', difference],
  ['shift', shift],
]
const withoutParam: [string, (values: Float64Array, out?: Float64Array) => Float64Array][] = [
  ['cumulativeMax', cumulativeMax],
  ['cumulativeMin', cumulativeMin],
  ['cumulativeSum', cumulativeSum],
  ['cumulativeMean', cumulativeMean],
  ['cumulativeProd', cumulativeProd],
  ['cumulativeMedian', cumulativeMedian],
  ['cumulativeStd', cumulativeStd],
]

const same = (a: Float64Array, b: Float64Array) => expect([...a]).toEqual([...b])

describe('operators writing into a given buffer', () => {
  it.each(withParam)('%s gives the same result in place as in a new array', (name, op) => {
    const min = name === 'shift' ? -90 : 1
    fc.assert(
      fc.property(seriesWithGaps, fc.integer({ min, max: 90 }), (values, param) => {
        const fresh = op(values, param)
        const inPlace = values.slice()
        expect(op(inPlace, param, inPlace)).toBe(inPlace)
        same(inPlace, fresh)
        const other = new Float64Array(values.length).fill(7)
        same(op(values, param, other), fresh)
      }),
    )
  })

  it.each(withoutParam)('%s gives the same result in place as in a new array', (_, op) => {
    fc.assert(
      fc.property(seriesWithGaps, (values) => {
        const fresh = op(values)
        const inPlace = values.slice()
        expect(op(inPlace, inPlace)).toBe(inPlace)
        same(inPlace, fresh)
      }),
    )
  })

  it('refuses a buffer of another length', () => {
    expect(() => movingSum(Float64Array.of(1, 2), 1, new Float64Array(3))).toThrow(RangeError)
  })
})
