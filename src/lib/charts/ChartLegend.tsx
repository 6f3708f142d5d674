import { useRef } from 'react'
import { legendClickDebounceMs } from '@/core/constants'
import './charts.css'

export interface LegendItem {
  id: string
  label: string
  color: string
  visible: boolean
}

export interface ChartLegendProps {
  items: readonly LegendItem[]
  onChange: (visible: Record<string, boolean>) => void
  /** Legend clicks reach analytics 1 ms later (charts.md §2), off the click's own frame. */
  onReport?: (action: 'toggle' | 'isolate', id: string) => void
}

/**
 * The chart's legend: a click toggles a series, a double click isolates it (or shows every
 * series again when it already stood alone). Items are buttons, so the keyboard reaches them;
 * Enter/Space toggle and Shift+Enter isolates.
 */
export function ChartLegend({ items, onChange, onReport }: ChartLegendProps) {
  const pendingToggle = useRef<number | undefined>(undefined)

  const visibility = (change: (item: LegendItem) => boolean) =>
    Object.fromEntries(items.map((item) => [item.id, change(item)]))

  const report = (action: 'toggle' | 'isolate', id: string) => {
    if (onReport) window.setTimeout(() => onReport(action, id), legendClickDebounceMs)
  }

  const toggle = (id: string) => {
    onChange(visibility((item) => (item.id === id ? !item.visible : item.visible)))
    report('toggle', id)
  }

  const isolate = (id: string) => {
    const alone = items.every((item) => item.visible === (item.id === id))
    onChange(visibility((item) => alone || item.id === id))
    report('isolate', id)
  }

  return (
    <ul className="chart-legend" aria-label="Legend">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="chart-legend-item"
            aria-pressed={item.visible}
            title="Click to show or hide, double click to show only this series"
            onClick={(event) => {
              // The second click of a double click must not toggle back: the first click's
              // toggle waits for the double-click window, and a double click cancels it.
              if (event.detail > 1) return
              window.clearTimeout(pendingToggle.current)
              pendingToggle.current = window.setTimeout(() => toggle(item.id), 250)
            }}
            onDoubleClick={() => {
              window.clearTimeout(pendingToggle.current)
              isolate(item.id)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.shiftKey) {
                event.preventDefault()
                isolate(item.id)
              }
            }}
          >
            <span className="chart-legend-swatch" ref={swatchColor(item.color)} />
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The swatch takes the series colour through the DOM (inline style attributes are blocked). */
function swatchColor(color: string) {
  return (node: HTMLSpanElement | null) => {
    if (node) node.style.backgroundColor = color
  }
}
