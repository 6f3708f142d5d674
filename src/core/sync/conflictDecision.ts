import { copyOf, rebaseSuccessor, type FreshIds } from './conflictResolution'
import { documentRulesOf } from './documentRules'
import { sameTarget, type Operation } from './operations'
import type { OutboxChange } from './outboxPorts'

/*
 * The user's answer to an edit that changed what another device changed meanwhile (an operation
 * in the `decide` state, docs/offline.md "Conflicts"): keep mine saves the user's version over
 * the newer one, take theirs drops the edit, keep both saves it as a copy, as the outbox does
 * by itself for an edit made offline. The later edits of the same target follow.
 */

export const conflictChoices = ['mine', 'theirs', 'both'] as const
export type ConflictChoice = (typeof conflictChoices)[number]

export interface Decision {
  change: OutboxChange
  /** The operation now carrying the user's version: the resend (mine) or the copy's create. */
  sent?: Operation
  /** Keep both: the copy's name. */
  copyName?: string
}

/** What a settled operation no longer needs. */
const cleared = {
  state: 'pending',
  attempts: 0,
  lastError: null,
  retryAt: null,
  status: null,
  notice: null,
  newer: undefined,
} as const

/**
 * The store change of a choice. `all` is the owner's queue in replay order. Undefined when the
 * operation does not wait for a choice (another tab made it meanwhile).
 */
export function decideConflict(
  op: Operation,
  choice: ConflictChoice,
  all: readonly Operation[],
  ids: FreshIds,
): Decision | undefined {
  const rules = documentRulesOf(op.kind)
  const { newer } = op
  if (op.state !== 'decide' || newer === undefined || rules === undefined) return undefined
  const at = all.findIndex((held) => held.id === op.id)
  const later = all.slice(at + 1).filter((held) => held.state === 'pending' && sameTarget(held, op))
  switch (choice) {
    case 'mine': {
      // The user's body as made, on the version now current: what they did not change (the
      // other side's category, say) is left as it is now. A newer save meanwhile merges onto it.
      const sent: Operation = {
        ...op,
        ...cleared,
        baseVersion: newer.version,
        base: rules.bodyOf(newer.document),
        idempotencyKey: ids.uuid(),
      }
      return { change: { put: [sent] }, sent }
    }
    case 'theirs': {
      // Dropped; an edit queued after it is made on the newer version instead.
      const [next, ...rest] = later
      if (next === undefined) return { change: { remove: [op.id] } }
      const rebased = rebaseSuccessor(op, newer.document, next, ids)
      const { copyUuid } = rebased
      const moved =
        copyUuid === undefined ? [] : rest.map((held) => ({ ...held, target: copyUuid }))
      return { change: { put: [rebased.op, ...moved], remove: [op.id] } }
    }
    case 'both': {
      const copy = copyOf(op, rules, ids)
      // Chosen, not imposed: it lands without a notice. Edits made on the user's version (those
      // still waiting to name one) follow it to the copy; those made on the newer one stay.
      const sent: Operation = { ...copy.op, ...cleared }
      const moved = later
        .filter((held) => held.baseVersion === null)
        .map((held) => ({ ...held, target: copy.copyUuid }))
      return {
        change: { put: [sent, ...moved] },
        sent,
        copyName: rules.nameOf(copy.op.payload),
      }
    }
  }
}
