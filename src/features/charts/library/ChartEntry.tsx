import { Link } from '@tanstack/react-router'
import type { ChartSummary } from '@/core/api/udm'
import { LibraryEntry } from '@/lib/documentLibrary/LibraryEntry'
import { chartAssetSearch } from './chartCopies'
import type { ChartAction, StartChartAction } from './libraryActions'

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
  onAction: StartChartAction
}) {
  const action = (kind: ChartAction['kind'], label: string) => ({
    key: kind,
    label,
    start: (returnFocus: () => void) => onAction({ kind, chart, returnFocus }),
  })

  return (
    <LibraryEntry
      name={chart.name}
      actions={[
        action('moveChart', 'Move to category…'),
        action('cloneChart', 'Clone…'),
        action('deleteChart', 'Delete…'),
      ]}
    >
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
    </LibraryEntry>
  )
}
