import { useId, useState } from 'react'
import type { ChartSummary, UdmCategory } from '@/core/api/udm'
import { Dialog } from '@/lib/ui/Dialog'
import { uncategorizedKey, uncategorizedName } from './chartGroups'
import { useMoveChart } from './useMoveChart'
import '@/lib/ui/formFields.css'
import './library.css'

/** Files a chart under one of the user's categories, or under Uncategorized. */
export function MoveChartDialog({
  chart,
  categories,
  onClose,
}: {
  chart: ChartSummary
  categories: readonly UdmCategory[]
  onClose: () => void
}) {
  const [choice, setChoice] = useState(chart.categoryUuid ?? uncategorizedKey)
  const move = useMoveChart()
  const selectId = useId()
  const unchanged = choice === (chart.categoryUuid ?? uncategorizedKey)

  return (
    <Dialog open title="Move to category" onClose={move.isPending ? () => {} : onClose}>
      <form
        className="library-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (unchanged || move.isPending) return
          move.mutate(
            { uuid: chart.uuid, categoryUuid: choice === uncategorizedKey ? null : choice },
            { onSettled: onClose },
          )
        }}
      >
        <p>
          Where should <strong>{chart.name}</strong> be filed?
        </p>
        <div className="form-field">
          <label htmlFor={selectId} className="form-label">
            Category
          </label>
          <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {categories.map((category) => (
              <option key={category.uuid} value={category.uuid}>
                {category.name}
              </option>
            ))}
            <option value={uncategorizedKey}>{uncategorizedName}</option>
          </select>
        </div>
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
