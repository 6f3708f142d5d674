import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isUuid } from '@/core/identifiers'
import { notFound } from '../http/httpError'
import type { StoredAnswer } from './idempotency'
import { assertVersion, etagHeader, staleVersion, type VersionCondition } from './versioning'

/** How a document API names its documents in errors. */
export interface DocumentKind {
  /** The document in a 412 message, e.g. "chart". */
  what: string
  /** The 404 message, e.g. "Chart not found". */
  notFound: string
}

const idParamsSchema = z.object({ id: z.string().min(1).max(200) })

/** The `:id` of a document route. */
export function routeId(request: FastifyRequest): string {
  return idParamsSchema.parse(request.params).id
}

interface FindsDocuments<D> {
  find(uuid: string): Promise<D | undefined>
}

/** The document of a route id, whoever owns it; an id that is not a uuid finds none. */
export async function findDocument<D>(documents: FindsDocuments<D>, id: string) {
  return isUuid(id) ? await documents.find(id.toLowerCase()) : undefined
}

/**
 * The user's document of a route id, or undefined: one that does not exist and another user's
 * are alike, so another user's document is never changed, nor said to exist.
 */
export async function findOwnDocument<D extends { ownerUuid: string }>(
  documents: FindsDocuments<D>,
  id: string,
  ownerUuid: string,
): Promise<D | undefined> {
  const document = await findDocument(documents, id)
  return document?.ownerUuid === ownerUuid ? document : undefined
}

/**
 * One versioned change inside an idempotent write: reads the user's document (404 without one),
 * checks If-Match (412), then applies `change`. `change` answers undefined when the row was no
 * longer at the version it read: another write changed or deleted it in between, answered as 412
 * with the version now current, or 404 once it is gone.
 */
export async function changeVersioned<D extends { version: number }, R>(
  kind: DocumentKind,
  condition: VersionCondition,
  read: () => Promise<D | undefined>,
  change: (current: D) => Promise<R | undefined>,
): Promise<R> {
  const current = await read()
  if (current === undefined) throw notFound(kind.notFound)
  assertVersion(condition, current.version, kind.what)
  const changed = await change(current)
  if (changed !== undefined) return changed
  const now = await read()
  throw now === undefined ? notFound(kind.notFound) : staleVersion(now.version, kind.what)
}

interface OwnedDocuments<D> extends FindsDocuments<D> {
  delete(uuid: string, version: number): Promise<boolean>
}

/** Where a change is aimed: the route's id, the user's If-Match and the user. */
export interface ChangeTarget {
  id: string
  condition: VersionCondition
  ownerUuid: string
}

/** `changeVersioned` on the user's document of the route id. */
export function changeOwnDocument<D extends { ownerUuid: string; version: number }, R>(
  documents: FindsDocuments<D>,
  kind: DocumentKind,
  { id, condition, ownerUuid }: ChangeTarget,
  change: (current: D) => Promise<R | undefined>,
): Promise<R> {
  return changeVersioned(kind, condition, () => findOwnDocument(documents, id, ownerUuid), change)
}

/** Deletes the user's document of the route id, at the version If-Match names. */
export async function deleteOwnDocument<
  D extends { uuid: string; ownerUuid: string; version: number },
>(documents: OwnedDocuments<D>, kind: DocumentKind, target: ChangeTarget): Promise<void> {
  await changeOwnDocument(
    documents,
    kind,
    target,
    async (current) => (await documents.delete(current.uuid, current.version)) || undefined,
  )
}

/** The answer of a write that leaves the document at `version`, with its ETag. */
export function versionedAnswer(
  status: number,
  version: number,
  body: unknown,
  headers: Record<string, string> = {},
): StoredAnswer {
  return { status, headers: { ...etagHeader(version), ...headers }, body }
}
