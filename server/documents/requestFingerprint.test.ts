import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { canonicalJson, requestFingerprint } from './requestFingerprint'

const request = (method: string, url: string, body?: unknown) =>
  ({ method, url, body }) as FastifyRequest

describe('request fingerprints', () => {
  it('write JSON with object keys sorted at every depth, arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    )
    expect(canonicalJson(undefined)).toBe('')
  })

  it('tell requests apart by method, path and body, not by key order or query', () => {
    const base = requestFingerprint(request('PUT', '/v1/udm/1', { a: 1, b: [1, 2] }))
    expect(base).toMatch(/^[0-9a-f]{64}$/)
    expect(requestFingerprint(request('PUT', '/v1/udm/1?x=1', { b: [1, 2], a: 1 }))).toBe(base)
    expect(requestFingerprint(request('POST', '/v1/udm/1', { a: 1, b: [1, 2] }))).not.toBe(base)
    expect(requestFingerprint(request('PUT', '/v1/udm/2', { a: 1, b: [1, 2] }))).not.toBe(base)
    expect(requestFingerprint(request('PUT', '/v1/udm/1', { a: 1, b: [2, 1] }))).not.toBe(base)
  })
})
