import { describe, expect, it } from 'vitest'
import { neutralGrey, trendScoreColor } from '@/core/charts/palette'
import { trendScoreStops } from './trendScoreGradient'

describe('trendScoreStops', () => {
  it('puts a stop at each point in the plot, coloured by its score', () => {
    expect(trendScoreStops([100, 150, 200], [0, 0.5, 1], 100, 100)).toEqual([
      { offset: 0, color: trendScoreColor(0) },
      { offset: 0.5, color: trendScoreColor(0.5) },
      { offset: 1, color: trendScoreColor(1) },
    ])
  })

  it('leaves out points outside the plot and repeats within one pixel column', () => {
    const stops = trendScoreStops([50, 120, 120.4, 130, 260], [1, 0.2, 0.9, 0.4, 1], 100, 100)
    expect(stops.map((s) => s.offset)).toEqual([0.2, 0.3])
    expect(stops[0]?.color).toBe(trendScoreColor(0.2))
  })

  it('colours a missing score neutral grey and has no stops on an empty plot', () => {
    expect(trendScoreStops([10], [null], 0, 20)[0]?.color).toBe(neutralGrey)
    expect(trendScoreStops([10], [0.3], 0, 0)).toEqual([])
  })
})
