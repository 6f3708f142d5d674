import { describe, expect, it } from 'vitest'
import { rankSubsets } from './rankSubsets'

const col = (...values: number[]) => Float64Array.from(values)

describe('rankSubsets', () => {
  it('puts the subset with the largest recent mean first', () => {
    expect(rankSubsets({ small: col(1, 1), big: col(5, 9), mid: col(3, 3) })).toEqual([
      'big',
      'mid',
      'small',
    ])
  })

  it('looks only at the last 365 points', () => {
    const past = new Float64Array(400).fill(1000)
    past.fill(1, 35)
    const steady = new Float64Array(400).fill(10)
    expect(rankSubsets({ past, steady })).toEqual(['steady', 'past'])
    expect(rankSubsets({ past, steady }, 400)).toEqual(['past', 'steady'])
  })

  it('skips gaps, puts keys without recent values last and keeps the order of ties', () => {
    expect(
      rankSubsets({
        empty: col(Number.NaN, Number.NaN),
        a: col(2, Number.NaN),
        b: col(Number.NaN, 2),
        negative: col(-5, -5),
      }),
    ).toEqual(['a', 'b', 'negative', 'empty'])
  })
})
