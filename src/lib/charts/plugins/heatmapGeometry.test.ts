import { describe, expect, it } from 'vitest'
import { heatmapColor } from '@/core/charts/heatmap'
import { columnEnd, columnsInView, paletteSteps } from './heatmapGeometry'

const t = Float64Array.from([0, 10, 20, 30, 40])

describe('columnsInView', () => {
  it('takes the columns touching the range, one beyond each edge', () => {
    expect(columnsInView(t, 15, 25)).toEqual([1, 3])
    expect(columnsInView(t, 0, 40)).toEqual([0, 4])
    expect(columnsInView(t, -100, 5)).toEqual([0, 1])
  })
})

describe('columnEnd', () => {
  it('ends a column at the next one, the last one a step later', () => {
    expect(columnEnd(t, 1)).toBe(20)
    expect(columnEnd(t, 4)).toBe(50)
    expect(columnEnd(Float64Array.from([7]), 0)).toBe(7 + 86_400)
  })
})

describe('paletteSteps', () => {
  it('maps values onto 64 precomputed colours, the ends included', () => {
    const palette = paletteSteps({ min: 0, max: 100 }, heatmapColor)
    expect(palette.colors).toHaveLength(64)
    expect(palette.colors[palette.step(0)]).toBe(heatmapColor(0, 0, 100))
    expect(palette.colors[palette.step(100)]).toBe(heatmapColor(100, 0, 100))
    expect(palette.step(500)).toBe(63)
  })
})
