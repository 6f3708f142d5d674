import type uPlot from 'uplot'

/**
 * Dragging across the plot selects a time range. The chart does not zoom by itself: the range
 * goes to `onSelect`, and the owner applies it (decimating for the new range and writing it to
 * the address), exactly like a range selector button.
 */
export function dragZoomPlugin(onSelect: (from: number, to: number) => void): uPlot.Plugin {
  return {
    hooks: {
      setSelect: (u) => {
        const { left, width } = u.select
        if (width < 4) return
        const from = u.posToVal(left, 'x')
        const to = u.posToVal(left + width, 'x')
        u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false)
        if (Number.isFinite(from) && Number.isFinite(to) && to > from) onSelect(from, to)
      },
    },
  }
}
