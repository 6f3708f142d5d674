import type { KeyboardEvent, ReactNode } from 'react'
import type { LayoutMove } from '@/core/dashboardEditor/dashboardLayout'
import { dragHandleClass } from '../DashboardGrid'

/**
 * Arrow keys on the handle move the widget one cell; with Shift they resize it: the keyboard's
 * way to do what the mouse does by dragging.
 */
function moveOfKey(event: KeyboardEvent): LayoutMove | undefined {
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[
    event.key
  ]
  if (!step) return undefined
  const [x = 0, y = 0] = step
  return event.shiftKey ? { dx: 0, dy: 0, dw: x, dh: y } : { dx: x, dy: y, dw: 0, dh: 0 }
}

/**
 * A widget's frame: in edit mode a handle to drag it by (or move it with the arrow keys), its
 * title and its actions; in view mode only the title, when it has one. Then its body, unless
 * the header holds all of it (a text row being edited).
 */
export function ItemFrame({
  label,
  title,
  editing,
  className,
  actions,
  onRemove,
  onMove,
  children,
}: {
  /** How the widget is named to assistive technology ("Move MVRV (BTC)"). */
  label: string
  title?: ReactNode
  editing: boolean
  className?: string
  actions?: ReactNode
  onRemove: () => void
  onMove: (move: LayoutMove) => void
  children?: ReactNode
}) {
  const showHeader = editing || title !== undefined
  return (
    <article className={`dashboard-item ${className ?? ''}`} aria-label={label}>
      {showHeader && (
        <header className="dashboard-item-header">
          {editing && (
            <button
              type="button"
              className={`icon-button ${dragHandleClass}`}
              aria-label={`Move ${label}`}
              title="Drag to move; arrow keys move, Shift and arrow keys resize"
              onKeyDown={(event) => {
                const move = moveOfKey(event)
                if (!move) return
                event.preventDefault()
                onMove(move)
              }}
            >
              ⠿
            </button>
          )}
          <div className="dashboard-item-title">{title}</div>
          {editing && (
            <div className="dashboard-item-actions">
              {actions}
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${label}`}
                onClick={onRemove}
              >
                ×
              </button>
            </div>
          )}
        </header>
      )}
      {children != null && <div className="dashboard-item-body">{children}</div>}
    </article>
  )
}
