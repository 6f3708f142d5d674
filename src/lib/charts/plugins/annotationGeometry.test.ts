import { describe, expect, it } from 'vitest'
import { mvrvAnnotations, hodlWaveShareAnnotations } from '@/core/charts/annotations'
import { fearGreedZones, sentimentZones } from '@/core/charts/zones'
import { annotationShapes, type PlotBox, type ScaleView } from './annotationGeometry'

const box: PlotBox = { left: 60, top: 10, width: 500, height: 200 }
const metrics = { inset: 4, fontSize: 11 }

/** A linear scale drawn over the box: min at the bottom, max at the top. */
function linear(min: number, max: number): ScaleView {
  return { min, max, toY: (v) => box.top + box.height * (1 - (v - min) / (max - min)) }
}

describe('annotationShapes', () => {
  it('gives fear and greed five stacked rectangles over a 0-100 scale, labelled at the left', () => {
    const shapes = annotationShapes(fearGreedZones, linear(0, 100), box, metrics)
    expect(shapes.map((s) => (s.kind === 'fill' ? [s.top, s.height, s.tone] : s))).toEqual([
      [160, 50, 'extremeFear'],
      [118, 42, 'fear'],
      [102, 16, 'neutral'],
      [60, 42, 'greed'],
      [10, 50, 'extremeGreed'],
    ])
    const [extremeFear] = shapes
    expect(extremeFear?.kind === 'fill' && extremeFear.label).toEqual({
      text: 'Extreme Fear',
      x: 64,
      y: 160 + 4 + 11,
    })
  })

  it('cuts zones to the scale, drops the ones outside and labels only those tall enough', () => {
    // NUPL between 0.1 and 0.6: Capitulation (below 0) and Euphoria (from 0.75) are out.
    const shapes = annotationShapes(sentimentZones, linear(0.1, 0.6), box, metrics)
    const fills = shapes.flatMap((s) => (s.kind === 'fill' ? [s] : []))
    expect(fills.map((s) => s.tone)).toEqual(['fear', 'neutral', 'greed'])
    expect(fills[0]?.top).toBeCloseTo(10 + 200 * (1 - 0.15 / 0.5))
    expect((fills[0]?.top ?? 0) + (fills[0]?.height ?? 0)).toBeCloseTo(210)
    expect(fills.every((s) => s.label !== undefined)).toBe(true)

    const thin = annotationShapes(fearGreedZones, linear(0, 1000), box, metrics)
    const neutral = thin.find((s) => s.kind === 'fill' && s.tone === 'neutral')
    expect(neutral?.kind === 'fill' && neutral.label).toBeFalsy()
  })

  it('places bands on a log scale with the scale’s own mapping', () => {
    const toY = (v: number) => box.top + box.height * (1 - Math.log10(v / 0.5) / Math.log10(10))
    const shapes = annotationShapes(mvrvAnnotations, { min: 0.5, max: 5, toY }, box, metrics)
    // 0.2..1 is cut to 0.5..1; 20..200 lies above the scale.
    expect(shapes).toHaveLength(1)
    const [low] = shapes
    expect(low?.kind).toBe('fill')
    if (low?.kind !== 'fill') return
    expect(low.tone).toBe('low')
    expect(low.top + low.height).toBeCloseTo(210)
    expect(low.top).toBeCloseTo(toY(1))
    expect(low.label).toBeUndefined()
  })

  it('draws the lines inside the scale, with their labels above them', () => {
    const shapes = annotationShapes(hodlWaveShareAnnotations, linear(0, 0.3), box, metrics)
    expect(shapes.map((s) => (s.kind === 'line' ? Math.round(s.y) : s.kind))).toEqual([
      210, 203, 177, 143, 77,
    ])
    const median = annotationShapes(hodlWaveShareAnnotations, linear(0, 1), box, metrics).find(
      (s) => s.kind === 'line' && s.label !== undefined,
    )
    expect(median).toEqual({ kind: 'line', y: 110, label: { text: 'Median', x: 64, y: 106 } })
  })

  it('draws nothing on an empty scale', () => {
    expect(annotationShapes(fearGreedZones, linear(5, 5), box, metrics)).toEqual([])
  })
})
