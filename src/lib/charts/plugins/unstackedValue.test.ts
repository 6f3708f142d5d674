import { describe, expect, it } from 'vitest'
import type uPlot from 'uplot'
import { unstackedValue } from './unstackedValue'

/** Just what the accessor reads of a uPlot instance: its data and which series are shown. */
function fakePlot(data: (number | null)[][], shown: boolean[]): uPlot {
  return {
    data: [[0], ...data],
    series: [{}, ...shown.map((show) => ({ show }))],
  } as unknown as uPlot
}

describe('unstackedValue', () => {
  it('gives each layer what it adds, downward layers as magnitudes, overlays as drawn', () => {
    // new 5, retained 3 (stacked 8), churned 2 (drawn -2), price 100 (not stacked).
    const u = fakePlot([[5], [8], [-2], [100]], [true, true, true, true])
    const valueAt = unstackedValue(['up', 'up', 'down', undefined])
    expect([1, 2, 3, 4].map((i) => valueAt(u, i, 0))).toEqual([5, 3, 2, 100])
  })

  it('leaves hidden layers out of the stack they were not part of', () => {
    // The middle layer is hidden: the third was stacked on the first only (5 + 4).
    const u = fakePlot([[5], [7], [9]], [true, false, true])
    const valueAt = unstackedValue(['up', 'up', 'up'])
    expect(valueAt(u, 3, 0)).toBe(4)
    expect(valueAt(u, 2, 0)).toBeNull()
  })
})
