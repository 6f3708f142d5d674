import { useId, useState } from 'react'
import { Dialog } from '@/lib/ui/Dialog'
import { CategorySelect } from './CategorySelect'
import { isUncategorized, uncategorizedKey } from './dashboardGroups'
import { useMoveDashboard } from '../dashboardWrites'
import type { DashboardCategory, DashboardSummary } from './libraryTypes'
import '@/lib/ui/formFields.css'
import './library.css'

/** Files a dashboard under one of the user's categories, or under Uncategorized. */
export function MoveDashboardDialog({
  dashboard,
  categories,
  onClose,
}: {
  dashboard: DashboardSummary
  categories: readonly DashboardCategory[]
  onClose: () => void
}) {
  const current = isUncategorized(dashboard.categoryUuid)
    ? uncategorizedKey
    : dashboard.categoryUuid.toLowerCase()
  const [choice, setChoice] = useState(current)
  const move = useMoveDashboard()
  const selectId = useId()
  const unchanged = choice === current

  return (
    <Dialog open title="Move to category" onClose={move.isPending ? () => {} : onClose}>
      <form
        className="dash-library-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (unchanged || move.isPending) return
          move.mutate({ uuid: dashboard.uuid, categoryUuid: choice }, { onSettled: onClose })
        }}
      >
        <p>
          Where should <strong>{dashboard.meta.name}</strong> be filed?
        </p>
        <CategorySelect id={selectId} value={choice} categories={categories} onChange={setChoice} />
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={move.isPending}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={unchanged || move.isPending}>
            {move.isPending ? 'Moving…' : 'Move'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
