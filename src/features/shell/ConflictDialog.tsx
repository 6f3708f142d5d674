import { useEffect, useId, useMemo, useState } from 'react'
import type { ConflictChoice } from '@/core/sync/conflictDecision'
import { summarizeConflict, type ConflictSummary } from '@/core/sync/conflictSummary'
import type { Operation } from '@/core/sync/operations'
import { stopAsking, useAsking } from '@/lib/outbox/conflictAsking'
import { decideConflict } from '@/lib/outbox/outboxSync'
import { useOutbox } from '@/lib/outbox/useOutbox'
import { Dialog } from '@/lib/ui/Dialog'
import { toast } from '@/lib/ui/toastStore'

/*
 * The conflict dialog (docs/offline.md, "Conflicts"): a save made online from this tab met a
 * newer version saved on another device that changed the same things. It shows what differs and
 * lets the user keep theirs, take the other, or keep both. Closing it (Escape, "Decide later")
 * loses nothing: the edit waits in the list of unsynced changes until a choice is made.
 */

export const decideLaterText = 'Your edit is kept in Unsynced changes until you choose.'

/** The first edit this tab asks about, while it still waits for a choice. */
export function ConflictDialogs() {
  const asking = useAsking()
  const outbox = useOutbox()
  const waiting = (id: string) =>
    outbox.operations.find((op) => op.id === id && op.state === 'decide')
  // Decided meanwhile (another tab): no longer asked about.
  useEffect(() => {
    if (!outbox.loaded) return
    for (const id of asking) if (waiting(id) === undefined) stopAsking(id)
  })
  const op = asking.map(waiting).find((held) => held !== undefined)
  return op === undefined ? null : <ConflictDialog key={op.id} op={op} />
}

function toastOutcome(
  choice: ConflictChoice,
  summary: ConflictSummary | undefined,
  outcome: Awaited<ReturnType<typeof decideConflict>>,
) {
  const { result } = outcome
  if (result === 'gone') return toast.info('Already decided', 'This edit was settled elsewhere')
  if (result === 'queued') {
    return toast.success('Saved on this device: it syncs when you are back online')
  }
  if (choice === 'mine' && result === 'done') return toast.success('Your version is saved')
  if (choice === 'theirs') {
    return toast.success('Your edit was dropped', summary && `Showing “${summary.theirName}”`)
  }
  if (choice === 'both' && result === 'done') {
    return toast.success('Both versions are kept', `Yours is saved as “${outcome.copyName ?? ''}”`)
  }
}

function ConflictDialog({ op }: { op: Operation }) {
  const summary = useMemo(() => summarizeConflict(op), [op])
  const [open, setOpen] = useState(true)
  const id = useId()
  const what = summary?.what ?? (op.kind.startsWith('chart.') ? 'chart' : 'dashboard')
  const name = summary?.name ?? op.label

  const choose = (choice: ConflictChoice) => {
    setOpen(false)
    stopAsking(op.id)
    void decideConflict(op.id, choice).then(
      (outcome) => toastOutcome(choice, summary, outcome),
      (error: unknown) =>
        toast.error('Could not apply your choice', error instanceof Error ? error.message : ''),
    )
  }
  const later = () => {
    if (!open) return
    setOpen(false)
    stopAsking(op.id)
    toast.info('Decide later', decideLaterText)
  }

  return (
    <Dialog
      open={open}
      title={`“${name}” was changed on another device`}
      width={640}
      onClose={later}
      footer={
        <div className="conflict-choices" role="group" aria-label="Which version to keep">
          <button
            type="button"
            className="button primary"
            aria-describedby={`${id}-mine`}
            onClick={() => choose('mine')}
          >
            Keep mine
          </button>
          <button
            type="button"
            className="button"
            aria-describedby={`${id}-theirs`}
            onClick={() => choose('theirs')}
          >
            Take theirs
          </button>
          <button
            type="button"
            className="button"
            aria-describedby={`${id}-both`}
            onClick={() => choose('both')}
          >
            Keep both
          </button>
          <button type="button" className="button" onClick={later}>
            Decide later
          </button>
        </div>
      }
    >
      <p>
        While you were editing, this {what} was saved on another device, and both of you changed the
        same things. Choose which version to keep.
      </p>
      {summary && summary.rows.length > 0 ? <ConflictTable summary={summary} /> : null}
      <ul className="conflict-options">
        <li id={`${id}-mine`}>
          <strong>Keep mine:</strong> your version replaces theirs.
        </li>
        <li id={`${id}-theirs`}>
          <strong>Take theirs:</strong> your edit is dropped and their version is shown.
        </li>
        <li id={`${id}-both`}>
          <strong>Keep both:</strong> theirs stays, and yours is saved as “
          {summary?.copyName ?? `${name} (offline copy)`}”.
        </li>
      </ul>
    </Dialog>
  )
}

function ConflictTable({ summary }: { summary: ConflictSummary }) {
  return (
    <div className="conflict-table-wrap">
      <table className="conflict-table">
        <caption>What differs</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Your version</th>
            <th scope="col">Their version</th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row, index) => (
            <tr key={`${index}:${row.subject}`} className={row.both ? 'conflict-both' : undefined}>
              <th scope="row">
                {row.subject}
                {row.both ? <span className="conflict-mark">Both changed</span> : null}
              </th>
              <td>{row.mine}</td>
              <td>{row.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
