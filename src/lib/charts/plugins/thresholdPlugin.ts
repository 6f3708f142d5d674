import type uPlot from 'uplot'

export const thresholdColor = '#d97706'

/**
 * Dashed horizontal lines at an alert's levels on the metric's axis, each labelled at its right
 * end (the chart page with `alert=`). Levels outside the axis's range are not drawn. Read at
 * each draw, like the firing markers.
 */
export function thresholdPlugin(
  levels: () => readonly { value: number; label: string }[],
  scale: () => string = () => 'y',
) {
  const plugin: uPlot.Plugin = {
    hooks: {
      draw: (u) => {
        const { ctx, bbox } = u
        const ratio = bbox.width / (u.over.clientWidth || bbox.width)
        ctx.save()
        ctx.strokeStyle = thresholdColor
        ctx.fillStyle = thresholdColor
        ctx.lineWidth = 1.5 * ratio
        ctx.setLineDash([6 * ratio, 4 * ratio])
        ctx.font = `${12 * ratio}px system-ui, sans-serif`
        ctx.textAlign = 'right'
        for (const level of levels()) {
          const y = u.valToPos(level.value, scale(), true)
          if (!(y >= bbox.top && y <= bbox.top + bbox.height)) continue
          ctx.beginPath()
          ctx.moveTo(bbox.left, y)
          ctx.lineTo(bbox.left + bbox.width, y)
          ctx.stroke()
          ctx.fillText(level.label, bbox.left + bbox.width - 4 * ratio, y - 4 * ratio)
        }
        ctx.restore()
      },
    },
  }
  return plugin
}

/**
 * The plugin with its levels held beside it, for a chart whose levels arrive later: `set` gives
 * the levels and the scale (the axis key) they are on; the caller then redraws.
 */
export function thresholdOverlay() {
  let current: readonly { value: number; label: string }[] = []
  let onScale = 'y'
  return {
    plugin: thresholdPlugin(
      () => current,
      () => onScale,
    ),
    set(levels: readonly { value: number; label: string }[], scale = 'y') {
      current = levels
      onScale = scale
    },
  }
}
