import Fastify, { type FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/httpError'
import { assertVersion, readIfMatch, requireIfMatch } from './versioning'

const withIfMatch = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { 'if-match': value } }) as unknown as FastifyRequest

const statusOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof HttpError ? error.status : 'not an HttpError'
  }
  return 'no error'
}

describe('document versions', () => {
  it('read If-Match: absent, any, a list of versions, or 400 when it is no entity tag', () => {
    expect(readIfMatch(withIfMatch())).toBeUndefined()
    expect(readIfMatch(withIfMatch(''))).toBeUndefined()
    expect(readIfMatch(withIfMatch(' * '))).toEqual({ kind: 'any' })
    expect(readIfMatch(withIfMatch('"v1", W/"v4" ,"etag-of-something-else"'))).toEqual({
      kind: 'versions',
      versions: [1, 4],
    })
    expect(statusOf(() => readIfMatch(withIfMatch('v1')))).toBe(400)
    expect(statusOf(() => readIfMatch(withIfMatch('"v1", v2')))).toBe(400)
    expect(statusOf(() => requireIfMatch(withIfMatch()))).toBe(428)
  })

  it('refuse a stale version with 412 and the current ETag', () => {
    expect(statusOf(() => assertVersion({ kind: 'any' }, 9, 'chart'))).toBe('no error')
    expect(statusOf(() => assertVersion({ kind: 'versions', versions: [2, 3] }, 3, 'chart'))).toBe(
      'no error',
    )
    try {
      assertVersion({ kind: 'versions', versions: [] }, 4, 'chart')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError)
      const http = error as HttpError
      expect(http.status).toBe(412)
      expect(http.headers).toEqual({ etag: '"v4"' })
      expect(http.message).toMatch(/^This chart was changed elsewhere and is now at version 4/)
    }
  })

  it('are read from a real request', async () => {
    const app = Fastify()
    app.get('/', async (request) => readIfMatch(request) ?? null)
    const res = await app.inject({ url: '/', headers: { 'if-match': 'W/"v2"' } })
    expect(res.json()).toEqual({ kind: 'versions', versions: [2] })
    await app.close()
  })
})
