import { describe, expect, it } from 'vitest'
import type { ChartItem } from '../api/udmItems'
import {
  axisFor,
  axisName,
  placeNewItems,
  rangeSpread,
  valueRange,
  type ValueRange,
} from './axisPlacement'
import { newFormulaItem, newMetricItem } from './workbenchItems'

const r = (min: number, max: number): ValueRange => ({ min, max })
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('valueRange', () => {
  it('spans the finite values and skips gaps', () => {
    expect(valueRange([3, Number.NaN, -2, 7, Number.POSITIVE_INFINITY])).toEqual(r(-2, 7))
    expect(valueRange([Number.NaN])).toBeUndefined()
    expect(valueRange([])).toBeUndefined()
  })
})

describe('rangeSpread', () => {
  it('is 1 for equal ranges and grows with the gap between them', () => {
    expect(rangeSpread(r(0, 10), r(0, 10))).toBe(1)
    expect(rangeSpread(r(0, 1e6), r(0, 1e12))).toBe(1e6)
    expect(rangeSpread(r(0, 1e6), r(0, 5e5))).toBe(2)
  })

  it('counts two ranges of one spread at far apart levels as far apart', () => {
    expect(rangeSpread(r(60_000, 120_000), r(1_060_000, 1_120_000))).toBeGreaterThan(10)
  })

  it('compares a constant by its level', () => {
    expect(rangeSpread(r(5, 5), r(0, 10))).toBe(2)
    expect(rangeSpread(r(5, 5), r(5, 5))).toBe(1)
    expect(rangeSpread(r(0, 0), r(0, 1e6))).toBe(1e6)
  })
})

describe('axisFor', () => {
  const axes = new Map([
    [0, r(0, 1e6)],
    [1, r(100, 100_000)],
  ])

  it('reuses the closest axis within 10x', () => {
    expect(axisFor(r(0, 5e5), axes, [0, 1])).toBe(0)
    expect(axisFor(r(1_000, 90_000), axes, [0, 1])).toBe(1)
    // Exactly 10x still shares.
    expect(axisFor(r(0, 1e5), new Map([[0, r(0, 1e6)]]), [0])).toBe(0)
  })

  it('opens a new axis, the lowest free index, when every axis is more than 10x away', () => {
    expect(axisFor(r(0, 1e12), axes, [0, 1])).toBe(2)
    expect(axisFor(r(0, 0.5), axes, [0, 1, 2])).toBe(3)
    expect(axisFor(r(0, 1e12), new Map([[0, r(0, 1)]]), [0])).toBe(1)
  })

  it('keeps to the closest axis once all 50 are taken', () => {
    const used = Array.from({ length: 50 }, (_, i) => i)
    expect(axisFor(r(0, 1e12), axes, used)).toBe(0)
  })
})

describe('placeNewItems', () => {
  const m1 = newMetricItem(uuid(1), { asset: 'BTC', metricCode: 'AddressesActiveCount' }, [])
  const price = newMetricItem(uuid(2), { asset: 'BTC', metricCode: 'MarketPriceUsdClose' }, [m1], {
    yAxis: 1,
  })
  const f1 = newFormulaItem(uuid(3), 'Scaled', 'm1 * 1000000', [m1, price])
  const f2 = newFormulaItem(uuid(4), 'Half', 'm1 / 2', [m1, price, f1])
  const items: ChartItem[] = [m1, price, f1, f2]
  const ranges = new Map([
    [m1.uuid, r(0, 1e6)],
    [price.uuid, r(0.05, 100_000)],
    [f1.uuid, r(0, 1e12)],
    [f2.uuid, r(0, 5e5)],
  ])

  it('gives a formula a million times larger its own axis and keeps a similar one on the left', () => {
    const placed = placeNewItems(items, ranges, new Set([f1.uuid, f2.uuid]))
    expect([...placed]).toEqual([
      [f1.uuid, 2],
      [f2.uuid, 0],
    ])
  })

  it('compares with the new items placed before it', () => {
    const f3 = newFormulaItem(uuid(5), 'Scaled too', 'm1 * 2000000', items)
    const more = new Map([...ranges, [f3.uuid, r(0, 2e12)]])
    const placed = placeNewItems([...items, f3], more, new Set([f1.uuid, f3.uuid]))
    expect(placed.get(f3.uuid)).toBe(2)
  })

  it('leaves out items without values yet, and waits while nothing else shows any', () => {
    expect(placeNewItems(items, new Map([[f1.uuid, r(0, 1e12)]]), new Set([f1.uuid]))).toEqual(
      new Map(),
    )
    const waiting = new Map([...ranges].filter(([id]) => id !== f1.uuid))
    expect(placeNewItems(items, waiting, new Set([f1.uuid]))).toEqual(new Map())
  })

  it('reads an axis by the items it shows: a hidden item does not stretch it', () => {
    const hidden = { ...m1, extra: { ...m1.extra, isVisible: false } }
    const placed = placeNewItems([hidden, price, f2], ranges, new Set([f2.uuid]))
    // Without m1, the left axis shows nothing; the closest axis is the price's, within 10x.
    expect(placed.get(f2.uuid)).toBe(1)
  })
})

describe('axisName', () => {
  it('alternates sides outward', () => {
    expect([0, 1, 2, 3, 4].map(axisName)).toEqual(['Left', 'Right', 'Left 2', 'Right 2', 'Left 3'])
  })
})
