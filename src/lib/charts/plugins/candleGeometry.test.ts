import { describe, expect, it } from 'vitest'
import { candleLayout } from './candleGeometry'

const box = { left: 0, top: 0, width: 300, height: 100 }
/** Values 0..100 map to y 100..0. */
const toY = (v: number) => 100 - v

describe('candleLayout', () => {
  it('draws up candles and down candles from open, high, low and close', () => {
    const layout = candleLayout(
      { xs: [10, 20], o: [40, 60], h: [70, 65], l: [30, 20], c: [60, 50], toY },
      box,
      50,
    )
    expect(layout.bodyWidth).toBe(7)
    expect(layout.candles).toEqual([
      { x: 10, up: true, wickTop: 30, wickBottom: 70, bodyTop: 40, bodyHeight: 20 },
      { x: 20, up: false, wickTop: 35, wickBottom: 80, bodyTop: 40, bodyHeight: 10 },
    ])
  })

  it('gives a doji a one-pixel body and counts an unchanged close as up', () => {
    const [doji] = candleLayout(
      { xs: [10], o: [50], h: [55], l: [45], c: [50], toY },
      box,
      20,
    ).candles
    expect(doji).toMatchObject({ up: true, bodyTop: 50, bodyHeight: 1 })
  })

  it('sizes bodies by the closest spacing, between 1 px and the maximum', () => {
    const same = { o: [1, 1, 1], h: [2, 2, 2], l: [0, 0, 0], c: [1, 1, 1], toY }
    expect(candleLayout({ ...same, xs: [0, 100, 110] }, box, 50).bodyWidth).toBe(7)
    expect(candleLayout({ ...same, xs: [0, 1, 2] }, box, 50).bodyWidth).toBe(1)
    expect(candleLayout({ ...same, xs: [0, 200, 400] }, box, 24).bodyWidth).toBe(24)
  })

  it('skips candles with a missing value and those well outside the plot', () => {
    const layout = candleLayout(
      {
        xs: [-100, 10, 20, 30, 500],
        o: [1, 1, null, 1, 1],
        h: [2, 2, 2, Number.NaN, 2],
        l: [0, 0, 0, 0, 0],
        c: [1, 1, 1, 1, 1],
        toY,
      },
      box,
      20,
    )
    expect(layout.candles.map((c) => c.x)).toEqual([10])
  })
})
