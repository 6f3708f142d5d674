import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ChartSummary } from '@/core/api/udm'
import { Dropdown } from '@/lib/ui/Dropdown'
import { chartAssetSearch } from './chartCopies'
import type { StartAction } from './libraryActions'

function itemCountText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`
}

/** One saved chart: a link that opens it, and its menu (move, clone, delete). */
export function ChartEntry({
  chart,
  open,
  onAction,
}: {
  chart: ChartSummary
  /** The chart is the one on screen. */
  open: boolean
  onAction: StartAction
}) {
  // Found by id when the dialog closes: the menu button that opened it gets focus back.
  const menuId = useId()
  const returnFocus = () => document.getElementById(menuId)?.querySelector('button')?.focus()
  const start = (kind: 'moveChart' | 'cloneChart' | 'deleteChart') => () =>
    onAction({ kind, chart, returnFocus })

  return (
    <li className="library-entry">
      <Link
        to="/charts/$id"
        params={{ id: chart.uuid }}
        search={chartAssetSearch(chart.assets)}
        aria-current={open ? 'page' : undefined}
        className="library-entry-link"
      >
        <span className="library-entry-name">{chart.name}</span>
        <span className="library-entry-meta">
          {chart.isMultiAsset ? <span className="badge">Multi-asset</span> : null}
          <span>{itemCountText(chart.itemCount)}</span>
        </span>
      </Link>
      <div id={menuId} className="library-entry-menu">
        <Dropdown
          trigger="⋯"
          label={`Actions for ${chart.name}`}
          className="icon-button library-menu-button"
          align="end"
          items={[
            { key: 'move', label: 'Move to category…', onSelect: start('moveChart') },
            { key: 'clone', label: 'Clone…', onSelect: start('cloneChart') },
            { key: 'delete', label: 'Delete…', onSelect: start('deleteChart') },
          ]}
        />
      </div>
    </li>
  )
}
