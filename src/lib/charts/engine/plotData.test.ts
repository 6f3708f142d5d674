import { describe, expect, it } from 'vitest'
import { rangeIndices, toPlotData } from './plotData'

describe('rangeIndices', () => {
  const t = Float64Array.from([10, 20, 30, 40, 50, 60])

  it('keeps every point in range and the nearest one outside on each side', () => {
    expect([...rangeIndices(t, { from: 25, to: 45 })]).toEqual([1, 2, 3, 4])
    expect([...rangeIndices(t, { from: 20, to: 40 })]).toEqual([0, 1, 2, 3, 4])
  })

  it('stops at the ends of the series and is empty for an empty one', () => {
    expect([...rangeIndices(t, { from: 0, to: 100 })]).toEqual([0, 1, 2, 3, 4, 5])
    expect([...rangeIndices(new Float64Array(0), { from: 0, to: 1 })]).toEqual([])
  })
})

describe('toPlotData', () => {
  it('turns gaps into nulls for uPlot', () => {
    const data = toPlotData(
      { t: Float64Array.from([1, 2, 3]), columns: [Float64Array.from([5, Number.NaN, 7])] },
      Uint32Array.from([0, 1, 2]),
    )
    expect([...data[0]]).toEqual([1, 2, 3])
    expect(data[1]).toEqual([5, null, 7])
  })
})
