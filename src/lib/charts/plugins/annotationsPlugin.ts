import uPlot from 'uplot'
import type { Annotation, AnnotationTone } from '@/core/charts/annotationTypes'
import { annotationShapes } from './annotationGeometry'

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

const lineColor = '#5b6478'

/**
 * Draws a metric's zones, bands and threshold lines (annotationsFor) on the metric's y scale,
 * under the grid and the series: uPlot's drawClear hook runs right after the canvas is cleared.
 * The geometry comes from annotationGeometry.ts; this only paints it, clipped to the plot.
 */
export function annotationsPlugin(annotations: readonly Annotation[]): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (u) => {
        const { min, max } = u.scales.y ?? {}
        if (min === undefined || max === undefined || min === null || max === null) return
        const ratio = uPlot.pxRatio
        const fontSize = 11 * ratio
        const shapes = annotationShapes(
          annotations,
          { min, max, toY: (value) => u.valToPos(value, 'y', true) },
          u.bbox,
          { inset: 4 * ratio, fontSize },
        )
        const { ctx, bbox } = u
        ctx.save()
        ctx.beginPath()
        ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height)
        ctx.clip()
        ctx.font = `${fontSize}px system-ui, sans-serif`
        for (const shape of shapes) {
          if (shape.kind === 'fill') {
            ctx.globalAlpha = annotationFillAlpha
            ctx.fillStyle = toneColors[shape.tone]
            ctx.fillRect(bbox.left, shape.top, bbox.width, shape.height)
            ctx.globalAlpha = 1
          } else {
            // Whole pixels plus a half keep a 1-px dash crisp.
            const y = Math.round(shape.y) + 0.5
            ctx.strokeStyle = lineColor
            ctx.lineWidth = ratio
            ctx.setLineDash([4 * ratio, 4 * ratio])
            ctx.beginPath()
            ctx.moveTo(bbox.left, y)
            ctx.lineTo(bbox.left + bbox.width, y)
            ctx.stroke()
            ctx.setLineDash([])
          }
          if (shape.label) {
            ctx.fillStyle = shape.kind === 'fill' ? toneColors[shape.tone] : lineColor
            ctx.fillText(shape.label.text, shape.label.x, shape.label.y)
          }
        }
        ctx.restore()
      },
    },
  }
}
