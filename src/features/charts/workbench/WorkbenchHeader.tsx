import { useId, useState } from 'react'
import { CloneChartDialog } from '../library/CloneChartDialog'
import { DeleteChartDialog } from '../library/DeleteChartDialog'
import type { ChartDocument, ChartInput } from '@/core/api/udm'
import { udmLimits } from '@/core/api/udm'
import { saveTarget } from '@/core/workbench/workbenchState'
import { isMultiAsset } from '@/core/workbench/workbenchItems'

/**
 * The workbench's title and mode controls: Edit in view mode; in edit mode the name and
 * description, Add metric, Add formula, Save (or Save as copy, when saving makes a new chart)
 * and Cancel.
 */
export function WorkbenchHeader({
  chart,
  saved,
  editing,
  modified,
  saving,
  opening = false,
  signedIn,
  onEdit,
  onCancel,
  onDescribe,
  onAddMetric,
  onAddFormula,
  onSave,
}: {
  chart: ChartInput
  saved: ChartDocument | null
  editing: boolean
  modified: boolean
  saving: boolean
  /** Edit was pressed: the chart is being revalidated before edit mode opens. */
  opening?: boolean
  signedIn: boolean
  onEdit: () => void
  onCancel: () => void
  onDescribe: (name: string, description: string) => void
  onAddMetric: () => void
  onAddFormula: () => void
  onSave: () => void
}) {
  const id = useId()
  const [dialog, setDialog] = useState<'clone' | 'delete' | null>(null)
  const copy = saveTarget(saved) === 'create'
  const nameMissing = chart.name.trim() === ''

  return (
    <header className="chart-header workbench-header">
      <div className="chart-title">
        <h1>{chart.name || 'Untitled workbench'}</h1>
        {isMultiAsset(chart) && <span className="chart-tier">Multi-asset</span>}
        {saved?.isPreset && <span className="chart-tier">Preset</span>}
        {editing && modified && (
          <span className="workbench-modified" role="status">
            Modified
          </span>
        )}
      </div>
      {!editing && chart.description && <p className="chart-description">{chart.description}</p>}
      {editing && (
        <div className="workbench-describe">
          <label htmlFor={`${id}-name`}>Chart name</label>
          <input
            id={`${id}-name`}
            value={chart.name}
            maxLength={udmLimits.maxNameLength}
            aria-invalid={nameMissing || undefined}
            onChange={(event) => onDescribe(event.target.value, chart.description)}
          />
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            rows={2}
            value={chart.description}
            maxLength={udmLimits.maxDescriptionLength}
            onChange={(event) => onDescribe(chart.name, event.target.value)}
          />
        </div>
      )}
      <div className="workbench-actions" role="toolbar" aria-label="Workbench">
        {editing ? (
          <>
            <button type="button" className="button" onClick={onAddMetric}>
              Add metric
            </button>
            <button type="button" className="button" onClick={onAddFormula}>
              Add formula
            </button>
            <button
              type="button"
              className="button primary"
              onClick={onSave}
              disabled={saving || nameMissing}
              title={nameMissing ? 'Name the chart to save it' : undefined}
            >
              {saving ? 'Saving…' : copy ? 'Save as copy' : 'Save'}
            </button>
            <button type="button" className="button" onClick={onCancel} disabled={saving}>
              Cancel
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button"
              aria-busy={opening || undefined}
              onClick={onEdit}
            >
              Edit
            </button>
            <button type="button" className="button" onClick={onAddFormula}>
              Add formula
            </button>
            {saved && signedIn && (
              <button type="button" className="button" onClick={() => setDialog('clone')}>
                Clone
              </button>
            )}
            {saved?.isOwner && !saved.isPreset && (
              <button type="button" className="button" onClick={() => setDialog('delete')}>
                Delete
              </button>
            )}
          </>
        )}
      </div>
      {saved && dialog === 'clone' && (
        <CloneChartDialog chart={saved} onClose={() => setDialog(null)} />
      )}
      {saved && dialog === 'delete' && (
        <DeleteChartDialog chart={saved} onClose={() => setDialog(null)} />
      )}
    </header>
  )
}
