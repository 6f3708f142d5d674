import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError, errorMessage } from '@/lib/api/apiError'
import { readState } from '@/lib/query/readState'
import { chartDocumentQuery, revalidateChart } from '@/lib/udm/udmQueries'
import { chartInputOf } from '@/lib/udm/chartOperations'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'
import { Placeholder } from '@/lib/ui/Placeholder'
import { useOpenChart } from './useOpenChart'
import { WorkbenchPage, type WorkbenchSearch } from './WorkbenchPage'

/** The words of app.md section 8 for a chart id that names nothing. */
export const chartNotFoundText = 'Chart not found: this link names no saved chart.'

/**
 * /charts/{uuid} (or a preset's slug): a saved chart or workbench, anyone's when shared by link.
 * The address's zoom, s and u override the saved window for this view.
 */
export function SavedChartPage({
  id,
  asset,
  search,
  onSearch,
}: {
  id: string
  asset: string
  search: WorkbenchSearch
  onSearch: (patch: Partial<WorkbenchSearch>) => void
}) {
  const openChart = useOpenChart()
  const queryClient = useQueryClient()
  const document = useQuery(chartDocumentQuery(id, search.referrer))
  // Edit was pressed and the chart is being revalidated: a newer version read meanwhile opens
  // (a page of its own, keyed by version) straight in edit mode.
  const [opening, setOpening] = useState(false)

  // The kept copy shows while a refresh fails (offline); loading or failed only without it.
  const saved = document.data
  if (saved === undefined) {
    const state = readState(document)
    if (state.kind === 'loading') return <Placeholder kind="workbench" />
    if (state.kind === 'offline') {
      return (
        <section className="page chart-page">
          <div className="card chart-error">
            <h1>Chart</h1>
            <OfflineNotice subject="this chart" onRetry={state.retry} />
          </div>
        </section>
      )
    }
    const notFound =
      state.kind === 'error' && state.error instanceof ApiError && state.error.status === 404
    return (
      <section className="page chart-page">
        <div className="card chart-error" role="alert">
          <h1>Chart</h1>
          <p>{notFound ? chartNotFoundText : errorMessage(document.error)}</p>
        </div>
      </section>
    )
  }
  const initial = chartInputOf(saved)
  if (search.zoom) Object.assign(initial, { zoom: search.zoom, since: null, until: null })
  if (search.s !== undefined && search.u !== undefined && search.s < search.u) {
    Object.assign(initial, { since: search.s, until: search.u })
  }
  // The user's own chart is edited on the version the server has now (docs/offline.md,
  // "Conflicts"); another's, or a preset, is saved as a copy and needs no check.
  const beforeEdit =
    saved.isOwner && !saved.isPreset
      ? async () => {
          setOpening(true)
          try {
            await revalidateChart(queryClient, saved.uuid)
          } finally {
            setOpening(false)
          }
        }
      : undefined
  return (
    <WorkbenchPage
      key={`${saved.uuid}:${saved.version}`}
      saved={saved}
      initial={initial}
      startEditing={opening}
      beforeEdit={beforeEdit}
      opening={opening}
      asset={asset}
      search={search}
      onSearch={onSearch}
      onOpen={openChart}
    />
  )
}
