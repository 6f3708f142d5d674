import type uPlot from 'uplot'
import { tenMinuteHistoryNotice } from '@/core/constants'
import { formatTooltipDate } from '@/core/format/date'
import { formatNumber } from '@/core/format/number'
import type { Resolution } from '@/core/resolution'

export interface TooltipRow {
  label: string
  color: string
  value: string
}

export interface TooltipContent {
  date: string
  rows: TooltipRow[]
  note?: string
}

/**
 * The value the tooltip shows for series `seriesIdx` at data index `idx`. By default the value
 * uPlot draws; stacked areas pass one that gives back the value before stacking.
 */
export type TooltipValue = (u: uPlot, seriesIdx: number, idx: number) => number | null | undefined

export const drawnValue: TooltipValue = (u, seriesIdx, idx) => u.data[seriesIdx]?.[idx]

/**
 * What the tooltip says at data index `idx`: the UTC date (with hour and minute for intraday
 * data), each visible series' value, and for 10-minute data the one-year notice (charts.md §9).
 */
export function tooltipContent(
  u: uPlot,
  idx: number,
  resolution: Resolution,
  valueAt: TooltipValue = drawnValue,
  heading?: (x: number) => string,
): TooltipContent {
  const t = u.data[0][idx] ?? Number.NaN
  const rows: TooltipRow[] = []
  u.series.forEach((series, i) => {
    if (i === 0 || series.show === false) return
    rows.push({
      label: typeof series.label === 'string' ? series.label : `Series ${i}`,
      color: strokeColor(u, series, i),
      value: formatNumber(valueAt(u, i, idx) ?? null),
    })
  })
  return {
    date: heading ? heading(t) : formatTooltipDate(t, resolution),
    rows,
    ...(resolution === '10m' && !heading ? { note: tenMinuteHistoryNotice } : {}),
  }
}

/** A series' colour for its swatch: uPlot keeps strokes as functions; gradients give none. */
function strokeColor(u: uPlot, series: uPlot.Series, i: number): string {
  const stroke = typeof series.stroke === 'function' ? series.stroke(u, i) : series.stroke
  return typeof stroke === 'string' ? stroke : ''
}

/**
 * A tooltip that follows the cursor inside the plot. Built from DOM nodes with textContent (no
 * HTML strings) and positioned with a transform, which the content security policy allows.
 */
export function tooltipPlugin(
  resolution: () => Resolution,
  valueAt: TooltipValue = drawnValue,
  /** The heading for an x value when the x axis is not time (a strike, an exchange). */
  heading?: (x: number) => string,
): uPlot.Plugin {
  let box: HTMLDivElement | undefined
  return {
    hooks: {
      init: (u) => {
        box = document.createElement('div')
        box.className = 'chart-tooltip'
        box.setAttribute('role', 'tooltip')
        box.hidden = true
        u.over.appendChild(box)
      },
      setCursor: (u) => {
        if (!box) return
        const idx = u.cursor.idx
        if (idx === null || idx === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
          box.hidden = true
          return
        }
        render(box, tooltipContent(u, idx, resolution(), valueAt, heading))
        box.hidden = false
        const left = u.cursor.left ?? 0
        const top = u.cursor.top ?? 0
        const flip = left > u.over.clientWidth / 2
        box.style.transform = `translate(${flip ? left - box.offsetWidth - 12 : left + 12}px, ${Math.max(0, top - box.offsetHeight / 2)}px)`
      },
    },
  }
}

function render(box: HTMLDivElement, content: TooltipContent) {
  const date = document.createElement('div')
  date.className = 'chart-tooltip-date'
  date.textContent = content.date
  const rows = content.rows.map((row) => {
    const line = document.createElement('div')
    line.className = 'chart-tooltip-row'
    const swatch = document.createElement('span')
    swatch.className = 'chart-tooltip-swatch'
    swatch.style.backgroundColor = row.color
    const label = document.createElement('span')
    label.textContent = row.label
    const value = document.createElement('strong')
    value.textContent = row.value
    line.append(swatch, label, value)
    return line
  })
  const note = content.note === undefined ? [] : [noteNode(content.note)]
  box.replaceChildren(date, ...rows, ...note)
}

function noteNode(text: string) {
  const note = document.createElement('div')
  note.className = 'chart-tooltip-note'
  note.textContent = text
  return note
}
