import { useEffect, useMemo, type ReactNode } from 'react'
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout'
import 'react-grid-layout/css/styles.css'
import type { LayoutEntry } from '@/core/api/dashboardLayouts'
import { dashboardGrid } from '@/core/dashboards/grid'
import { dashboardCompactor } from '@/core/dashboardEditor/dashboardLayout'
import { singleColumnLayout } from '@/core/dashboardEditor/gridPlacement'
import { reserveDraggableStyleElement } from './draggableStyleElement'
import { gridMargin, gridRowHeight, phoneMaxWidth, pixelHeight } from './gridMetrics'

/** The handle a widget is dragged by; anything else in a widget (inputs, charts) is not. */
export const dragHandleClass = 'dashboard-item-handle'

interface DashboardGridProps {
  layouts: readonly LayoutEntry[]
  editing: boolean
  onLayout: (layout: Layout) => void
  /** The widget of a layout entry. */
  renderItem: (entry: LayoutEntry) => ReactNode
}

/**
 * The dashboard's 12-column grid (react-grid-layout): widgets dragged by their handle and
 * resized from their corner in edit mode, never narrower than 3 columns, and compacted upward
 * after each (the editor's compactor, so the layout it keeps is the one shown). Phones get one column
 * in reading order instead: a grid of 12 columns 30 px wide is unusable, and dragging there
 * fights scrolling.
 */
export function DashboardGrid({ layouts, editing, onLayout, renderItem }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true })
  const phone = mounted && width <= phoneMaxWidth
  useEffect(() => reserveDraggableStyleElement(), [])
  const gridLayout = useMemo<Layout>(
    () =>
      layouts.map((entry) => ({
        i: entry.i,
        x: entry.x,
        y: entry.y,
        w: entry.w,
        h: entry.h,
        minW: entry.minW,
        minH: entry.minH,
        maxH: entry.maxH,
        isResizable: editing && entry.isResizable,
        isDraggable: editing,
      })),
    [layouts, editing],
  )

  return (
    <div ref={containerRef} className="dashboard-grid">
      {phone ? (
        <ol className="dashboard-stack" aria-label="Dashboard items">
          {singleColumnLayout(layouts).map((entry) => (
            <li
              key={entry.i}
              className="dashboard-stack-item"
              style={{ height: pixelHeight(entry.h) }}
            >
              {renderItem(layouts.find((original) => original.i === entry.i) ?? entry)}
            </li>
          ))}
        </ol>
      ) : mounted ? (
        <ReactGridLayout
          layout={gridLayout}
          width={width}
          compactor={dashboardCompactor}
          gridConfig={{
            cols: dashboardGrid.columns,
            rowHeight: gridRowHeight,
            margin: gridMargin,
            containerPadding: [0, 0],
          }}
          dragConfig={{ enabled: editing, handle: `.${dragHandleClass}` }}
          resizeConfig={{ enabled: editing, handles: ['se'] }}
          onLayoutChange={onLayout}
        >
          {layouts.map((entry) => (
            <div key={entry.i} className="dashboard-cell">
              {renderItem(entry)}
            </div>
          ))}
        </ReactGridLayout>
      ) : null}
    </div>
  )
}
