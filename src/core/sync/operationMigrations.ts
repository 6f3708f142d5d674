import { idempotencyKeyHeader, versionOfTag } from '../api/documentVersion'
import { routeOf } from './operationRequests'
import { operationSchema, operationSchemaVersion, type Operation } from './operations'
import { z } from 'zod'

/*
 * Deploy skew: operations queued by an older version of the app are read by the newer one. Each
 * stored shape has a schemaVersion; older shapes are migrated here, keeping the request body and
 * Idempotency-Key exactly as the old version may already have sent them (a reused key with
 * another body is refused by the server). A record no version of this reader knows stays in the
 * list as failed, with its content, rather than being dropped.
 *
 * Version 1 queued the requests themselves: method, URL, headers and body. Version 2 stored the
 * operation without a conflict rule (every 412 that could not merge was kept as a copy) and
 * without the `decide` state: read as version 3 with the copy rule.
 */

const version2Schema = operationSchema.omit({ onConflict: true, newer: true }).extend({
  schemaVersion: z.literal(2),
  state: z.enum(['pending', 'failed', 'conflict']),
})

const version1Schema = z.object({
  schemaVersion: z.literal(1),
  id: z.string().min(1),
  owner: z.string().min(1),
  request: z.object({
    method: z.enum(['POST', 'PUT', 'DELETE']),
    url: z.string().min(1),
    headers: z.record(z.string(), z.string()),
    body: z.unknown().optional(),
  }),
  description: z.string(),
  queuedAt: z.number().int().min(0),
  tries: z.number().int().min(0),
  error: z.string().nullable(),
  seq: z.number().int().optional(),
})

function fromVersion1(record: z.output<typeof version1Schema>): Operation | undefined {
  const { method, url, headers, body } = record.request
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  const key = lower[idempotencyKeyHeader]
  const route = routeOf(method, new URL(url, 'http://app.invalid').pathname)
  if (route === undefined || key === undefined) return undefined
  const ifMatch = lower['if-match']
  const target = route.target ?? targetOfCreate(body)
  if (target === undefined) return undefined
  return {
    schemaVersion: operationSchemaVersion,
    id: record.id,
    ...(record.seq === undefined ? {} : { seq: record.seq }),
    owner: record.owner,
    kind: route.kind,
    target,
    ...(body === undefined ? {} : { payload: body }),
    baseVersion: ifMatch === undefined ? null : (versionOfTag(ifMatch) ?? null),
    idempotencyKey: key,
    label: record.description,
    createdAt: record.queuedAt,
    attempts: record.tries,
    lastError: record.error,
    retryAt: null,
    state: 'pending',
    notice: null,
    status: null,
  }
}

/** A create names its target in its body: `clientUuid` (an alert's own `uuid`). */
function targetOfCreate(body: unknown): string | undefined {
  const held = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const uuid = held.clientUuid ?? held.uuid
  return typeof uuid === 'string' && uuid !== '' ? uuid.toLowerCase() : undefined
}

/**
 * A stored record as an operation of the current shape. Never throws: what cannot be read is
 * returned as a failed operation holding the record, so the user sees it and can copy it.
 */
export function readStoredOperation(record: unknown, fallbackOwner: string): Operation {
  const current = operationSchema.safeParse(record)
  if (current.success) return current.data
  const second = version2Schema.safeParse(record)
  if (second.success) return { ...second.data, schemaVersion: operationSchemaVersion }
  const old = version1Schema.safeParse(record)
  const migrated = old.success ? fromVersion1(old.data) : undefined
  if (migrated !== undefined) return migrated
  const raw =
    typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {}
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : `unreadable-${String(raw.seq)}`
  const notice = 'A change saved by another version of the app could not be read here'
  return {
    schemaVersion: operationSchemaVersion,
    id,
    ...(typeof raw.seq === 'number' ? { seq: raw.seq } : {}),
    owner: typeof raw.owner === 'string' && raw.owner !== '' ? raw.owner : fallbackOwner,
    kind: 'dashboard.update',
    target: 'unknown',
    payload: record,
    baseVersion: null,
    idempotencyKey: 'unreadable',
    label: 'A change from another version of the app',
    createdAt: 0,
    attempts: 0,
    lastError: notice,
    retryAt: null,
    state: 'failed',
    notice,
    status: null,
  }
}
