import { afterEach, describe, expect, it } from 'vitest'
import type uPlot from 'uplot'
import { chartDrawnMark, firstDrawMarkPlugin } from './firstDrawMark'

const drawOf = (plugin: uPlot.Plugin) => plugin.hooks.draw as (u: uPlot) => void

describe('firstDrawMarkPlugin', () => {
  afterEach(() => performance.clearMarks(chartDrawnMark))

  it('marks the first draw of a chart only, with its label', () => {
    const draw = drawOf(firstDrawMarkPlugin('MVRV (BTC)'))
    const u = {} as uPlot
    draw(u)
    draw(u)
    const marks = performance.getEntriesByName(chartDrawnMark)
    expect(marks).toHaveLength(1)
    expect((marks[0] as PerformanceMark).detail).toEqual({ label: 'MVRV (BTC)' })
  })

  it('marks each chart once', () => {
    drawOf(firstDrawMarkPlugin('a'))({} as uPlot)
    drawOf(firstDrawMarkPlugin('b'))({} as uPlot)
    expect(performance.getEntriesByName(chartDrawnMark)).toHaveLength(2)
  })
})
