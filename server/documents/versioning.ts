import type { FastifyReply, FastifyRequest } from 'fastify'
import { ifMatchHeader, versionOfTag, versionTag } from '@/core/api/documentVersion'
import { badRequest, HttpError } from '../http/httpError'

/*
 * Optimistic concurrency for versioned documents (RFC 9110 conditional requests, RFC 6585 428):
 * a read answers `ETag: "v{n}"`; a change must say which version it was made on with If-Match,
 * and is refused with 412 (and the current ETag) when the document moved on meanwhile. Shared by
 * every document API (charts, dashboards, favourites).
 */

/** What If-Match asks for: any current version (`*`) or one of the listed versions. */
export type VersionCondition = { kind: 'any' } | { kind: 'versions'; versions: readonly number[] }

// An entity tag as RFC 9110 spells it: optional W/, then a quoted string of visible characters.
const entityTagPattern = /^(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/

/** The request's If-Match, or undefined without one; 400 when it is not a list of entity tags. */
export function readIfMatch(request: FastifyRequest): VersionCondition | undefined {
  const raw = request.headers[ifMatchHeader]
  if (raw === undefined || raw === '') return undefined
  const value = Array.isArray(raw) ? raw.join(',') : raw
  if (value.trim() === '*') return { kind: 'any' }
  const tags = value.split(',').map((tag) => tag.trim())
  if (!tags.every((tag) => entityTagPattern.test(tag))) {
    throw badRequest('If-Match must be the ETag of a version, such as "v3"')
  }
  // A well-formed tag of another kind (not "v{n}") is kept out: it simply never matches.
  const versions = tags.flatMap((tag) => {
    const version = versionOfTag(tag)
    return version === undefined ? [] : [version]
  })
  return { kind: 'versions', versions }
}

/** If-Match of a change: 428 without one, so no client overwrites a version it never saw. */
export function requireIfMatch(request: FastifyRequest): VersionCondition {
  const condition = readIfMatch(request)
  if (condition === undefined) {
    throw new HttpError(
      428,
      'If-Match is required: send the ETag of the version you changed, such as "v3"',
    )
  }
  return condition
}

export function matchesVersion(condition: VersionCondition, current: number): boolean {
  return condition.kind === 'any' || condition.versions.includes(current)
}

/**
 * 412 unless the condition holds for the current version. The answer carries the current ETag,
 * so the client knows which version to reload and merge with.
 * @param what the document's name in the message, e.g. "chart"
 */
export function assertVersion(condition: VersionCondition, current: number, what: string): void {
  if (matchesVersion(condition, current)) return
  throw staleVersion(current, what)
}

export function staleVersion(current: number, what: string): HttpError {
  return new HttpError(
    412,
    `This ${what} was changed elsewhere and is now at version ${current}: reload it and apply your change again`,
    { headers: etagHeader(current) },
  )
}

/** The ETag header of a version. */
export function etagHeader(version: number): { etag: string } {
  return { etag: versionTag(version) }
}

/** Sets the ETag of a read answer. */
export function setVersion(reply: FastifyReply, version: number): FastifyReply {
  return reply.headers(etagHeader(version))
}

/**
 * Whether the request's If-None-Match names the current version (RFC 9110, 13.1.2): `*`, or any
 * tag of its list, compared weakly as If-None-Match is (W/"v3" names "v3"). A value that is not
 * a list of entity tags never matches: the read is answered whole.
 */
export function matchesCurrentVersion(request: FastifyRequest, current: number): boolean {
  const raw = request.headers['if-none-match']
  if (raw === undefined || raw === '') return false
  const value = Array.isArray(raw) ? raw.join(',') : raw
  if (value.trim() === '*') return true
  const tags = value.split(',').map((tag) => tag.trim())
  if (!tags.every((tag) => entityTagPattern.test(tag))) return false
  return tags.some((tag) => versionOfTag(tag) === current)
}

/**
 * A read of a stored document: its ETag, and 304 Not Modified without a body when If-None-Match
 * names this version, so a client revalidating the copy it holds (before an edit) costs a header.
 * Answers true when the 304 was sent.
 */
export function sendNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  version: number,
): boolean {
  setVersion(reply, version)
  if (!matchesCurrentVersion(request, version)) return false
  void reply.code(304).send()
  return true
}
