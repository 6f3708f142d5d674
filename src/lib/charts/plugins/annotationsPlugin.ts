import uPlot from 'uplot'
import type { Annotation, AnnotationTone } from '@/core/charts/annotationTypes'
import { annotationShapes, type AnnotationShape } from './annotationGeometry'

/**
 * Tone colours: zones and bands are washes of these (a low alpha keeps the series readable over
 * them), their labels the colour itself. Red for fear and for historical tops, green for greed
 * and for historical bottoms, as the indicators are read.
 */
export const toneColors: Record<AnnotationTone, string> = {
  extremeFear: '#d93b3b',
  fear: '#e0700b',
  neutral: '#8c8c8c',
  greed: '#6aa84f',
  extremeGreed: '#1b9e5a',
  low: '#1b9e5a',
  high: '#d93b3b',
}

/** The alpha of zone and band fills. */
export const annotationFillAlpha = 0.12

/** Threshold lines: dashed, in the axes' grey. */
export const annotationLineColor = '#5b6478'

/**
 * Draws a metric's zones, bands and threshold lines (annotationsFor) on the metric's y scale, in
 * two layers. Zone and band washes go under the grid: uPlot's drawClear hook runs right after the
 * canvas is cleared. Lines and labels go over the grid but under the series: the drawAxes hook
 * runs after the axes and grid are drawn. A threshold often falls on a grid tick (50 on a 0-100
 * index, 0.5 on a 0-1 signal), and under the grid the grid line would paint over it.
 * The geometry comes from annotationGeometry.ts; this only paints it, clipped to the plot.
 */
export function annotationsPlugin(annotations: readonly Annotation[]): uPlot.Plugin {
  // Both hooks of one redraw see the same scale, so the shapes are computed once per redraw.
  let shapes: AnnotationShape[] = []
  return {
    hooks: {
      drawClear: (u) => {
        shapes = shapesFor(u, annotations)
        paint(u, (ctx, bbox) => {
          ctx.globalAlpha = annotationFillAlpha
          for (const shape of shapes) {
            if (shape.kind !== 'fill') continue
            ctx.fillStyle = toneColors[shape.tone]
            ctx.fillRect(bbox.left, shape.top, bbox.width, shape.height)
          }
        })
      },
      drawAxes: (u) => {
        const ratio = uPlot.pxRatio
        paint(u, (ctx, bbox) => {
          ctx.font = `${labelFontSize * ratio}px system-ui, sans-serif`
          for (const shape of shapes) {
            if (shape.kind === 'line') {
              // Whole pixels plus a half keep a 1-px dash crisp.
              const y = Math.round(shape.y) + 0.5
              ctx.strokeStyle = annotationLineColor
              ctx.lineWidth = ratio
              ctx.setLineDash([4 * ratio, 4 * ratio])
              ctx.beginPath()
              ctx.moveTo(bbox.left, y)
              ctx.lineTo(bbox.left + bbox.width, y)
              ctx.stroke()
            }
            if (shape.label) {
              ctx.fillStyle = shape.kind === 'fill' ? toneColors[shape.tone] : annotationLineColor
              ctx.fillText(shape.label.text, shape.label.x, shape.label.y)
            }
          }
        })
      },
    },
  }
}

/** Label text size in CSS pixels. */
const labelFontSize = 11

/** The shapes of the annotations for the y scale in view; none before the scale is set. */
function shapesFor(u: uPlot, annotations: readonly Annotation[]): AnnotationShape[] {
  const { min, max } = u.scales.y ?? {}
  if (min === undefined || max === undefined || min === null || max === null) return []
  const ratio = uPlot.pxRatio
  return annotationShapes(
    annotations,
    { min, max, toY: (value) => u.valToPos(value, 'y', true) },
    u.bbox,
    { inset: 4 * ratio, fontSize: labelFontSize * ratio },
  )
}

/** Runs `draw` clipped to the plot area, restoring the context's state afterwards. */
function paint(u: uPlot, draw: (ctx: CanvasRenderingContext2D, bbox: uPlot.BBox) => void): void {
  const { ctx, bbox } = u
  ctx.save()
  ctx.beginPath()
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height)
  ctx.clip()
  draw(ctx, bbox)
  ctx.restore()
}
