import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { ChartItem } from '@/core/api/udmItems'
import { formatNumber } from '@/core/format/number'
import { itemName, refOf } from '@/core/workbench/workbenchItems'
import type { ItemState } from './drawnItems'

/**
 * One tab per item (arrow keys move between them); the panel shows the item's state — loading,
 * its error, a formula's single value — and, in edit mode, its settings.
 */
export function ItemTabs({
  items,
  states,
  selected,
  onSelect,
  children,
}: {
  items: readonly ChartItem[]
  states: ReadonlyMap<string, ItemState>
  selected: ChartItem
  onSelect: (ref: string) => void
  /** The settings of the selected item (edit mode). */
  children?: ReactNode
}) {
  const tabs = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.indexOf(selected)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = items[(index + step + items.length) % items.length]
    if (!next) return
    onSelect(refOf(next, items))
    tabs.current?.querySelector<HTMLElement>(`[data-ref="${refOf(next, items)}"]`)?.focus()
  }
  const state = states.get(selected.uuid)
  const panelId = 'workbench-item-panel'

  return (
    <div className="item-tabs">
      <div role="tablist" aria-label="Items" ref={tabs} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const ref = refOf(item, items)
          const active = item === selected
          const status = states.get(item.uuid)?.status
          return (
            <button
              key={item.uuid}
              type="button"
              role="tab"
              data-ref={ref}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={`item-tab${status === 'error' ? ' item-tab-error' : ''}`}
              onClick={() => onSelect(ref)}
            >
              <span
                className="chart-legend-swatch"
                ref={swatchColor(item.extra.lineColor ?? '#2f6fdb')}
                aria-hidden="true"
              />
              <span className="item-ref">{ref}</span> {itemName(item, items)}
            </button>
          )
        })}
      </div>
      <div id={panelId} role="tabpanel" className="item-panel">
        {itemStatus(selected, state)}
        {children}
      </div>
    </div>
  )
}

function itemStatus(item: ChartItem, state: ItemState | undefined) {
  if (!state || state.status === 'loading') {
    return (
      <p className="item-status" role="status">
        Loading…
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <p className="item-status item-error" role="alert">
        {state.message}
        {state.requiredPlans && state.requiredPlans.length > 0
          ? ` (requires the ${state.requiredPlans[0]} plan)`
          : ''}
      </p>
    )
  }
  if (state.status === 'scalar') {
    return (
      <p className="item-status" role="status">
        = {formatNumber(state.value)}
      </p>
    )
  }
  return item.configType === 'formula' ? (
    <p className="item-status">
      <code>{item.meta.content}</code>
    </p>
  ) : null
}

/** The swatch takes the item's colour through the DOM (inline style attributes are blocked). */
function swatchColor(color: string) {
  return (node: HTMLSpanElement | null) => {
    if (node) node.style.backgroundColor = color
  }
}
