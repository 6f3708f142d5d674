import type uPlot from 'uplot'

export interface FiringMarker {
  /** Unix seconds. */
  t: number
  /** Where on the metric's axis; undefined puts the marker on the chart's bottom edge. */
  value: number | undefined
}

export const firingMarkerColor = '#dc2626'

/**
 * A filled triangle wherever an alert fired (the alert dialog's preview, the chart page's past
 * firings). The markers are read at each draw, so new ones need a redraw, not a new chart.
 */
export function firingMarkersPlugin(
  markers: () => readonly FiringMarker[],
  scale: () => string = () => 'y',
): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx, bbox } = u
        const ratio = bbox.width / (u.over.clientWidth || bbox.width)
        const size = 5 * ratio
        ctx.save()
        ctx.fillStyle = firingMarkerColor
        ctx.strokeStyle = '#ffffff'
        ctx.lineWidth = ratio
        for (const marker of markers()) {
          const x = u.valToPos(marker.t, 'x', true)
          if (!(x >= bbox.left && x <= bbox.left + bbox.width)) continue
          const bottom = bbox.top + bbox.height
          const y =
            marker.value === undefined ? bottom - size : u.valToPos(marker.value, scale(), true)
          if (!Number.isFinite(y)) continue
          // Pointing down at the point, just above it.
          ctx.beginPath()
          ctx.moveTo(x, y - ratio)
          ctx.lineTo(x - size, y - ratio - 2 * size)
          ctx.lineTo(x + size, y - ratio - 2 * size)
          ctx.closePath()
          ctx.fill()
          ctx.stroke()
        }
        ctx.restore()
      },
    },
  }
}

/**
 * The plugin with its markers held beside it, for a chart whose markers change while its
 * instance stays (the preview): `set` replaces them; the caller then redraws.
 */
export function firingMarkersOverlay() {
  let current: readonly FiringMarker[] = []
  let onScale = 'y'
  return {
    plugin: firingMarkersPlugin(
      () => current,
      () => onScale,
    ),
    /** The markers, on the scale (the axis key) of the series they belong to. */
    set(markers: readonly FiringMarker[], scale = 'y') {
      current = markers
      onScale = scale
    },
  }
}
