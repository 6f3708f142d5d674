import type uPlot from 'uplot'
import { heatmapColor, type Heatmap } from '@/core/charts/heatmap'
import { columnEnd, columnsInView, paletteSteps } from './heatmapGeometry'

/**
 * Paints a heatmap's cells under the series (the price line of the cost-basis heatmap stays on
 * top): only the columns in view, each cell from its row's low to high on the metric's axis,
 * coloured by its value on the heatmap palette. Empty cells stay unpainted.
 */
export function heatmapPlugin(heatmap: Heatmap): uPlot.Plugin {
  const palette = paletteSteps(heatmap, heatmapColor)
  return {
    hooks: {
      drawClear: (u) => {
        const { ctx, bbox } = u
        const from = u.scales.x?.min
        const to = u.scales.x?.max
        if (from === undefined || to === undefined || heatmap.t.length === 0) return
        const [first, last] = columnsInView(heatmap.t, from, to)
        ctx.save()
        ctx.beginPath()
        ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height)
        ctx.clip()
        for (let c = first; c <= last; c += 1) {
          const x0 = u.valToPos(heatmap.t[c] as number, 'x', true)
          const x1 = u.valToPos(columnEnd(heatmap.t, c), 'x', true)
          for (let r = 0; r < heatmap.rows; r += 1) {
            const i = c * heatmap.rows + r
            const value = heatmap.values[i] as number
            if (Number.isNaN(value)) continue
            const color = palette.colors[palette.step(value)]
            if (color === undefined) continue
            const y0 = u.valToPos(heatmap.lo[i] as number, 'y', true)
            const y1 = u.valToPos(heatmap.hi[i] as number, 'y', true)
            if (!Number.isFinite(y0) || !Number.isFinite(y1)) continue
            ctx.fillStyle = color
            // Half a pixel of overlap so neighbouring cells leave no seams.
            ctx.fillRect(x0, y1, x1 - x0 + 0.5, y0 - y1 + 0.5)
          }
        }
        ctx.restore()
      },
    },
  }
}
