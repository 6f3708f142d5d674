import type uPlot from 'uplot'

/** Left and width in CSS px of the part of the plot a range covers, clamped to the plot. */
export function windowBox(
  range: { from: number; to: number },
  valToPos: (value: number) => number,
  plotWidth: number,
): { left: number; width: number } {
  const left = Math.max(0, Math.min(plotWidth, valToPos(range.from)))
  const right = Math.max(0, Math.min(plotWidth, valToPos(range.to)))
  return { left, width: Math.max(0, right - left) }
}

/**
 * Shades everything outside the chart's current range on the navigator strip, so the strip
 * shows where the view sits in the whole history. `range` is read on every draw.
 */
export function rangeWindowPlugin(range: () => { from: number; to: number }): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const ratio = u.bbox.width / (u.over.clientWidth || u.bbox.width)
        const box = windowBox(range(), (v) => u.valToPos(v, 'x'), u.over.clientWidth)
        const { ctx } = u
        ctx.save()
        ctx.fillStyle = 'rgba(15, 23, 42, 0.12)'
        const left = u.bbox.left + box.left * ratio
        const right = left + box.width * ratio
        ctx.fillRect(u.bbox.left, u.bbox.top, left - u.bbox.left, u.bbox.height)
        ctx.fillRect(right, u.bbox.top, u.bbox.left + u.bbox.width - right, u.bbox.height)
        ctx.strokeStyle = 'rgba(37, 99, 235, 0.9)'
        ctx.lineWidth = ratio
        ctx.strokeRect(left, u.bbox.top, right - left, u.bbox.height)
        ctx.restore()
      },
    },
  }
}
