import { documentRulesOf, type DocumentRules } from './documentRules'
import { targetType, verbOf, type Operation } from './operations'
import { deepEqual, threeWayMerge } from './threeWayMerge'

/*
 * A 412 means someone changed the target after the user's edit was made. The edit is applied on
 * top of the newer version when the two changed different items or fields; otherwise both are
 * kept: the user's version is saved as a copy named "… (offline copy)" and the user is told.
 * Nothing the user did is dropped without a notice.
 */

/** The target as the server holds it now: its read answer, or 404. */
export type CurrentCopy = { status: 200; body: unknown } | { status: 404 }

export type Resolution =
  /** Send again: the payload (merged) on the newer version, under a new Idempotency-Key. */
  | { kind: 'resend'; op: Operation }
  /** Saved as a copy: the operation is now the copy's create; later edits follow it there. */
  | { kind: 'copy'; op: Operation; copyUuid: string }
  /** Not applied; the server's version stays and the user is told. */
  | { kind: 'notice'; notice: string }
  /** The target is gone: the edit cannot be applied (told like any refusal). */
  | { kind: 'gone'; notice: string }

/** New uuids: for a copy's create, and an Idempotency-Key for every body that changes. */
export interface FreshIds {
  uuid: () => string
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** The version a read answer (or a category in a list) says it is at. */
export function versionOf(body: unknown): number | undefined {
  const version = record(body).version
  return typeof version === 'number' && Number.isInteger(version) && version > 0
    ? version
    : undefined
}

/** A delete not applied because the target changed in a way the user did not see. */
const keptNotice = (op: Operation) =>
  `${op.label}: it was changed on another device meanwhile, so it was kept`

/** Fields the user's body leaves out mean "as it was": take them from the base. */
export function filledFrom(base: unknown, mine: unknown): unknown {
  const filled = { ...record(mine) }
  for (const [key, value] of Object.entries(record(base))) {
    if (filled[key] === undefined) filled[key] = value
  }
  return filled
}

export function resolveConflict(op: Operation, current: CurrentCopy, ids: FreshIds): Resolution {
  const type = targetType(op.kind)
  if (type === 'dashboardCategory' || type === 'chartCategory') {
    return resolveCategory(op, current, ids)
  }
  const rules = documentRulesOf(op.kind)
  if (rules === undefined) return { kind: 'gone', notice: `${op.label}: refused by the server` }
  const verb = verbOf(op.kind)
  if (current.status === 404) {
    if (verb === 'delete') return { kind: 'notice', notice: `${op.label}: it was already deleted` }
    return { kind: 'gone', notice: `${op.label}: it was deleted on another device` }
  }
  const theirs = rules.bodyOf(current.body)
  const version = versionOf(current.body)
  if (verb === 'delete') {
    // Newer only in its version (the user's own edit landed after the copy they deleted from was
    // read, or the cache they saw was restored from before it): nothing unseen would be lost.
    const seen = rules.bodyOf(op.base)
    if (seen !== undefined && version !== undefined && deepEqual(seen, theirs)) {
      return { kind: 'resend', op: { ...op, baseVersion: version, idempotencyKey: ids.uuid() } }
    }
    return { kind: 'notice', notice: keptNotice(op) }
  }
  const base = rules.bodyOf(op.base)
  const mine = rules.bodyOf(op.payload)
  if (theirs !== undefined && version !== undefined && base !== undefined && mine !== undefined) {
    const merged = threeWayMerge(base, filledFrom(base, mine), theirs, rules.shape)
    if (merged.ok && rules.bodyOf(merged.value) !== undefined) {
      return {
        kind: 'resend',
        op: {
          ...op,
          payload: merged.value,
          base: theirs,
          baseVersion: version,
          idempotencyKey: ids.uuid(),
        },
      }
    }
  }
  return copyOf(op, rules, ids)
}

/** The user's version kept beside the other: the create of a copy, with its notice. */
export function copyOf(
  op: Operation,
  rules: DocumentRules,
  ids: FreshIds,
): Extract<Resolution, { kind: 'copy' }> {
  const copyUuid = ids.uuid()
  const payload = rules.copyOf(op.payload, copyUuid)
  const name = rules.nameOf(op.payload)
  return {
    kind: 'copy',
    copyUuid,
    op: {
      ...op,
      kind: rules.createKind,
      target: copyUuid,
      payload,
      base: undefined,
      baseVersion: null,
      idempotencyKey: ids.uuid(),
      notice: `“${name}” was changed on another device meanwhile: your version is saved as “${rules.nameOf(payload)}”`,
    },
  }
}

/** Categories have a name only: a rename wins unless the other side renamed it too. */
function resolveCategory(op: Operation, current: CurrentCopy, ids: FreshIds): Resolution {
  const list = current.status === 200 ? record(current.body).data : undefined
  const theirs = Array.isArray(list)
    ? list.map(record).find((category) => category.uuid === op.target)
    : undefined
  const version = versionOf(theirs)
  if (theirs === undefined || version === undefined) {
    return verbOf(op.kind) === 'delete'
      ? { kind: 'notice', notice: `${op.label}: it was already deleted` }
      : { kind: 'gone', notice: `${op.label}: it was deleted on another device` }
  }
  // Deleting files its contents under Uncategorized: nothing is lost by deleting the newer one.
  if (verbOf(op.kind) === 'delete') {
    return { kind: 'resend', op: { ...op, baseVersion: version, idempotencyKey: ids.uuid() } }
  }
  const baseName = record(op.base).name
  const mine = record(op.payload).name
  if (theirs.name === mine || theirs.name === baseName) {
    return {
      kind: 'resend',
      op: { ...op, baseVersion: version, base: { name: theirs.name }, idempotencyKey: ids.uuid() },
    }
  }
  return {
    kind: 'notice',
    notice: `${op.label}: it was renamed “${String(theirs.name)}” on another device, which was kept (your name was “${String(mine)}”)`,
  }
}

/**
 * After an operation landed, the next one on the same target is made on what it answered: it
 * names that version, and when the answer is not what was sent (a merge happened, or the server
 * normalised it) the next edit is merged onto the answer as a conflict would be.
 */
export function rebaseSuccessor(
  landed: Operation,
  answer: unknown,
  next: Operation,
  ids: FreshIds,
): { op: Operation; copyUuid?: string } {
  const version = versionOf(answer)
  if (version === undefined || verbOf(landed.kind) === 'delete') return { op: next }
  const rules = documentRulesOf(next.kind)
  const verb = verbOf(next.kind)
  if (rules === undefined || (verb !== 'update' && verb !== 'delete')) {
    return { op: { ...next, baseVersion: version } }
  }
  // The next edit was made on what the landed one meant to save (its base); what landed may be
  // more (merged with someone's newer version) or normalised by the server.
  const theirs = rules.bodyOf(answer)
  const base = rules.bodyOf(next.base)
  const mine = rules.bodyOf(next.payload)
  if (theirs === undefined || base === undefined || deepEqual(filledFrom(theirs, base), theirs)) {
    return { op: { ...next, baseVersion: version, base: theirs ?? next.base } }
  }
  if (verb === 'delete') {
    // What landed holds more than the user saw when deleting (the earlier edit was merged with
    // someone's newer version): deleting it would drop that unseen. Kept, and the user is told.
    return { op: { ...next, state: 'conflict', status: 412, notice: keptNotice(next) } }
  }
  if (mine === undefined) return { op: { ...next, baseVersion: version } }
  const merged = threeWayMerge(base, filledFrom(base, mine), theirs, rules.shape)
  if (merged.ok && rules.bodyOf(merged.value) !== undefined) {
    return { op: { ...next, payload: merged.value, base: theirs, baseVersion: version } }
  }
  const copy = copyOf(next, rules, ids)
  return { op: copy.op, copyUuid: copy.copyUuid }
}
