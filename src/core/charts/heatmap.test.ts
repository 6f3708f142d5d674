import { describe, expect, it } from 'vitest'
import {
  asCostBasisDocuments,
  heatmapCellAt,
  costBasisHeatmap,
  costBasisRows,
  heatmapColor,
  heatmapPriceRange,
  keyedHeatmap,
  snapHeatmapHeight,
} from './heatmap'

const f = (values: number[]) => Float64Array.from(values)

describe('costBasisHeatmap', () => {
  it('makes 100 rows per day spanning each row floor to the next, values from the supply', () => {
    const prices = Array.from({ length: costBasisRows }, (_, r) => (r === 0 ? 0 : 10 * 1.07 ** r))
    const supply = Array.from({ length: costBasisRows }, (_, r) => r)
    const map = costBasisHeatmap(f([100, 200]), [
      { min: 5, max: 10_000, prices, supply },
      { min: 5, max: 10_000, prices, supply: supply.map((s) => s * 2) },
    ])
    expect(map.rows).toBe(100)
    expect(map.values).toHaveLength(200)
    expect(map.lo[0]).toBe(5)
    expect(map.hi[0]).toBeCloseTo(10 * 1.07)
    expect(map.lo[5]).toBeCloseTo(10 * 1.07 ** 5)
    expect(map.hi[99]).toBe(10_000)
    expect(map.values[100 + 7]).toBe(14)
    expect([map.min, map.max]).toEqual([0, 198])
  })
})

describe('keyedHeatmap', () => {
  it('gives each key a row of unit height, in order, with its label', () => {
    const map = keyedHeatmap(f([1, 2]), { binance: f([5, 6]), cme: f([NaN, 8]) })
    expect(map.rowLabels).toEqual(['Binance', 'CME'])
    expect([...map.lo]).toEqual([0, 1, 0, 1])
    expect([...map.hi]).toEqual([1, 2, 1, 2])
    expect([...map.values]).toEqual([5, NaN, 6, 8])
    expect([map.min, map.max]).toEqual([5, 8])
  })
})

describe('heatmapColor', () => {
  it('runs from blue at the minimum to yellow at the maximum; NaN has none', () => {
    expect(heatmapColor(0, 0, 10)).toBe(heatmapColor(-5, 0, 10))
    expect(heatmapColor(0, 0, 10)).not.toBe(heatmapColor(10, 0, 10))
    expect(heatmapColor(Number.NaN, 0, 10)).toBeUndefined()
    const [r, , b] = [1, 3, 5].map((i) =>
      parseInt((heatmapColor(0, 0, 10) ?? '').slice(i, i + 2), 16),
    )
    expect(b).toBeGreaterThan(r ?? 255)
  })
})

describe('heatmapPriceRange', () => {
  it('pads the price line 0.99 below and 1.01 above, ignoring gaps', () => {
    const [lo, hi] = heatmapPriceRange(f([100, NaN, 200])) ?? []
    expect(lo).toBeCloseTo(99)
    expect(hi).toBeCloseTo(202)
    expect(heatmapPriceRange(f([NaN]))).toBeUndefined()
    const [inLo, inHi] =
      heatmapPriceRange(f([1, 100, 200, 5000]), { t: f([1, 2, 3, 4]), from: 2, to: 3 }) ?? []
    expect(inLo).toBeCloseTo(99)
    expect(inHi).toBeCloseTo(202)
  })
})

describe('snapHeatmapHeight', () => {
  it('moves in 15 px steps within bounds', () => {
    expect(snapHeatmapHeight(407)).toBe(405)
    expect(snapHeatmapHeight(413)).toBe(420)
    expect(snapHeatmapHeight(100)).toBe(240)
    expect(snapHeatmapHeight(5000)).toBe(1200)
  })
})

describe('asCostBasisDocuments', () => {
  it('accepts cost-basis days and refuses other documents', () => {
    const day = { min: 1, max: 9, prices: [1, 2], supply: [3, 4] }
    expect(asCostBasisDocuments([day])).toEqual([day])
    expect(asCostBasisDocuments([{ ath_price: 1, partitions: [] }])).toBeUndefined()
    expect(asCostBasisDocuments([])).toBeUndefined()
  })
})

describe('heatmapCellAt', () => {
  it('finds the value of the cell under a time and a y value', () => {
    const map = keyedHeatmap(f([10, 20]), { binance: f([5, 6]), cme: f([7, 8]) })
    expect(heatmapCellAt(map, 20, 1.5)).toBe(8)
    expect(heatmapCellAt(map, 10, 0.2)).toBe(5)
    expect(heatmapCellAt(map, 15, 0.2)).toBeUndefined()
    expect(heatmapCellAt(map, 10, 2.5)).toBeUndefined()
  })
})
