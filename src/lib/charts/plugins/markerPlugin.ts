import type uPlot from 'uplot'

/**
 * A vertical dashed line at one x value with a label at its top (the current price on a price
 * distribution, the index price on options by strike). Nothing is drawn when it is out of view.
 */
export function markerPlugin(marker: { value: number; label: string }): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const x = u.valToPos(marker.value, 'x', true)
        const { ctx, bbox } = u
        if (!(x >= bbox.left && x <= bbox.left + bbox.width)) return
        const ratio = u.bbox.width / (u.over.clientWidth || u.bbox.width)
        ctx.save()
        ctx.strokeStyle = '#5b6478'
        ctx.lineWidth = ratio
        ctx.setLineDash([4 * ratio, 4 * ratio])
        ctx.beginPath()
        ctx.moveTo(x, bbox.top)
        ctx.lineTo(x, bbox.top + bbox.height)
        ctx.stroke()
        ctx.setLineDash([])
        ctx.fillStyle = '#0f172a'
        ctx.font = `${12 * ratio}px system-ui, sans-serif`
        ctx.fillText(marker.label, x + 4 * ratio, bbox.top + 14 * ratio)
        ctx.restore()
      },
    },
  }
}
