import { useId, useMemo, useState } from 'react'
import type { ChartItem } from '@/core/api/udmItems'
import { checkFormulaDraft } from '@/core/workbench/formulaDraft'
import { Dialog } from '@/lib/ui/Dialog'
import { TextField } from '@/lib/ui/FormFields'

/** The user documentation's page on formulas. */
export const formulaGuidePath = '/docs/formulas'

export interface FormulaDraft {
  name: string
  content: string
}

/**
 * The workbenchEditFormula modal: a name and a formula over the workbench's items, checked as
 * the user types (syntax, functions, unknown names, cycles) with the error under the input and
 * its place in the formula marked. Save stays disabled while anything is wrong.
 */
export function FormulaDialog({
  formulaRef,
  initial,
  items,
  onSave,
  onClose,
}: {
  /** The formula's ref: f{n} of the edited formula, or the next free one for a new formula. */
  formulaRef: string
  initial: FormulaDraft
  items: readonly ChartItem[]
  onSave: (draft: FormulaDraft) => void
  onClose: () => void
}) {
  const [draft, setDraft] = useState(initial)
  const [touched, setTouched] = useState({ name: false, content: false })
  const problems = useMemo(
    () => checkFormulaDraft(draft, formulaRef, items),
    [draft, formulaRef, items],
  )
  const valid = problems.name === undefined && problems.content === undefined
  const hintId = useId()
  const refs = items
    .map((item) => item.extra.ref)
    .filter((ref) => ref !== undefined && ref !== formulaRef)

  return (
    <Dialog
      open
      title={initial.content ? `Edit formula ${formulaRef}` : `Add formula ${formulaRef}`}
      onClose={onClose}
      width={620}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${hintId}-form`}
            className="button primary"
            disabled={!valid}
          >
            {initial.content ? 'Save formula' : 'Add formula'}
          </button>
        </>
      }
    >
      <form
        id={`${hintId}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) onSave({ name: draft.name.trim(), content: draft.content.trim() })
        }}
      >
        <TextField
          label="Name"
          value={draft.name}
          onChange={(name) => setDraft((d) => ({ ...d, name }))}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          error={touched.name ? problems.name : undefined}
          required
        />
        <TextField
          label="Formula"
          multiline
          value={draft.content}
          placeholder="sma(m1, 30) / m2"
          onChange={(content) => {
            setDraft((d) => ({ ...d, content }))
            setTouched((t) => ({ ...t, content: true }))
          }}
          onBlur={() => setTouched((t) => ({ ...t, content: true }))}
          error={touched.content ? problems.content : undefined}
          required
        />
        {touched.content &&
          problems.formulaError &&
          problems.formulaError.end > problems.formulaError.start && (
            <p className="formula-excerpt" aria-hidden="true">
              {draft.content.slice(0, problems.formulaError.start)}
              <mark>
                {draft.content.slice(problems.formulaError.start, problems.formulaError.end)}
              </mark>
              {draft.content.slice(problems.formulaError.end)}
            </p>
          )}
        <p id={hintId} className="formula-hint">
          Items: {refs.length > 0 ? refs.join(', ') : 'none yet'}. Functions and examples are in the{' '}
          {/* A new tab, so the formula being typed stays here. */}
          <a href={formulaGuidePath} target="_blank" rel="noopener">
            formula guide
          </a>
          .
        </p>
      </form>
    </Dialog>
  )
}
