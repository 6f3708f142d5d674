import { useId, useState } from 'react'
import { udmLimits, type ChartDocument, type ChartSummary } from '@/core/api/udm'
import { Dialog } from '@/lib/ui/Dialog'
import { copyName } from './chartCopies'
import { useCloneChart } from './useCloneChart'
import '@/lib/ui/formFields.css'
import '@/lib/documentLibrary/documentLibrary.css'

/**
 * Clone a chart with an optional description (app.md section 4); the copy opens once made.
 * Takes the document when the caller has it (the workbench header) or the list's summary.
 */
export function CloneChartDialog({
  chart,
  onClose,
}: {
  chart: ChartDocument | ChartSummary
  onClose: () => void
}) {
  const [description, setDescription] = useState('')
  const clone = useCloneChart()
  const inputId = useId()
  const hintId = useId()
  const tooLong = description.trim().length > udmLimits.maxDescriptionLength

  return (
    <Dialog open title="Clone chart" onClose={clone.isPending ? () => {} : onClose}>
      <form
        className="doc-library-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (tooLong || clone.isPending) return
          clone.mutate(
            { source: 'items' in chart ? chart : chart.uuid, description },
            { onSuccess: onClose },
          )
        }}
      >
        <p>
          Creates <strong>{copyName(chart.name)}</strong> with the same metrics and formulas.
        </p>
        <div className="form-field">
          <label htmlFor={inputId} className="form-label">
            Description (optional)
          </label>
          <textarea
            id={inputId}
            rows={3}
            value={description}
            aria-describedby={hintId}
            aria-invalid={tooLong || undefined}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id={hintId} className={tooLong ? 'form-error' : 'muted doc-library-note'}>
            {tooLong
              ? `Must be at most ${udmLimits.maxDescriptionLength} characters`
              : 'Left empty, the copy keeps the original description.'}
          </p>
        </div>
        <div className="dialog-footer">
          <button type="button" className="button" onClick={onClose} disabled={clone.isPending}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={tooLong || clone.isPending}>
            {clone.isPending ? 'Cloning…' : 'Clone'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
