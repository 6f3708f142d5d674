import { z } from 'zod'

/*
 * The offline outbox (docs/offline.md): every write the app makes is stored first as an
 * operation — what the user did, on which target, with the exact body it sends — and replayed in
 * order, each with its own Idempotency-Key, so a replay after a lost answer is applied once.
 * Operations are kept in IndexedDB across reloads and deploys: `schemaVersion` says which shape a
 * stored record has (operationMigrations.ts reads the older ones).
 */

export const operationSchemaVersion = 3

export const operationKinds = [
  'dashboard.create',
  'dashboard.update',
  'dashboard.delete',
  'dashboardCategory.create',
  'dashboardCategory.rename',
  'dashboardCategory.delete',
  'favorite.add',
  'favorite.remove',
  'chart.create',
  'chart.update',
  'chart.delete',
  'chartCategory.create',
  'chartCategory.rename',
  'chartCategory.delete',
  'alert.create',
  'alert.update',
  'alert.delete',
] as const
export type OperationKind = (typeof operationKinds)[number]

/**
 * What the badge's list shows of an operation (app text). `decide`: an edit that changed what
 * someone else changed meanwhile, saved online from an open tab, waits for the user's choice
 * (keep mine, take theirs, keep both); it is not replayed until then, nor anything after it on
 * the same target.
 */
export const operationStates = ['pending', 'failed', 'conflict', 'decide'] as const
export type OperationState = (typeof operationStates)[number]

/**
 * How a 412 whose two versions changed the same things is settled: `copy`, the outbox's rule,
 * keeps the user's version as a copy; `ask` leaves it to the user (a save made online from an
 * open tab, while the page can ask). An edit that waited for the connection is settled by `copy`.
 */
export const conflictRules = ['copy', 'ask'] as const
export type ConflictRule = (typeof conflictRules)[number]

const millis = z.number().int().min(0)

export const operationSchema = z.object({
  schemaVersion: z.literal(operationSchemaVersion),
  /** The operation's own id (a uuid); also names it in the list. */
  id: z.string().min(1),
  /** Insertion order, given by the store: operations replay in this order. */
  seq: z.number().int().optional(),
  /** The signed-in user it was made by: only their session replays it. */
  owner: z.string().min(1),
  kind: z.enum(operationKinds),
  /** The id of what it changes: a document's or category's uuid, a favourite's id. */
  target: z.string().min(1),
  /** The request body exactly as sent (never rebuilt: its Idempotency-Key was sent with it). */
  payload: z.unknown().optional(),
  /**
   * The version the edit was made on (If-Match). Null with an earlier operation on the same
   * target still queued: the version that one's answer names is filled in when it lands.
   */
  baseVersion: z.number().int().positive().nullable(),
  /** The target as it was when edited, in the body's shape: the common base of a merge. */
  base: z.unknown().optional(),
  idempotencyKey: z.string().min(1).max(255),
  /** What the user did, for the list ("Renamed dashboard “Flows”"). */
  label: z.string(),
  createdAt: millis,
  attempts: z.number().int().min(0),
  /** The last answer that did not settle it, in words. */
  lastError: z.string().nullable(),
  /** Not before this time (backoff, Retry-After). */
  retryAt: millis.nullable(),
  state: z.enum(operationStates),
  /** For failed and conflict: what the user is told, and (failed) the status that ended it. */
  notice: z.string().nullable(),
  status: z.number().int().nullable(),
  /** The body of the answer that refused it (its message and field errors). */
  refusal: z.unknown().optional(),
  /** Absent: `copy`. */
  onConflict: z.enum(conflictRules).optional(),
  /** For `decide`: the newer version it conflicts with, as read from the server. */
  newer: z.object({ version: z.number().int().positive(), document: z.unknown() }).optional(),
})
export type Operation = z.output<typeof operationSchema>

/** The fields a caller gives; the rest start as a new operation's. */
export interface NewOperation {
  owner: string
  kind: OperationKind
  target: string
  payload?: unknown
  baseVersion: number | null
  base?: unknown
  label: string
  onConflict?: ConflictRule
}

export function newOperation(
  input: NewOperation,
  ids: { id: string; idempotencyKey: string },
  now: number,
): Operation {
  return {
    schemaVersion: operationSchemaVersion,
    ...ids,
    ...input,
    createdAt: now,
    attempts: 0,
    lastError: null,
    retryAt: null,
    state: 'pending',
    notice: null,
    status: null,
  }
}

/** The part of a kind before the dot: what sort of thing it changes. */
export function targetType(kind: OperationKind) {
  return kind.slice(0, kind.indexOf('.')) as
    'dashboard' | 'dashboardCategory' | 'favorite' | 'chart' | 'chartCategory' | 'alert'
}

export function verbOf(kind: OperationKind) {
  return kind.slice(kind.indexOf('.') + 1) as
    'create' | 'update' | 'delete' | 'rename' | 'add' | 'remove'
}

/** Two operations change the same thing (a category and a dashboard may share no uuid). */
export function sameTarget(a: Operation, b: Operation): boolean {
  return targetType(a.kind) === targetType(b.kind) && a.target === b.target
}
