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

  it('write keys in the order of the recursive version that made the stored fingerprints', () => {
    const samples: unknown[] = [
      { b: 1, a: [1, 'x', null, true, { d: 2, c: [] }], '': 0 },
      { 10: 'ten', 2: 'two', b: 'b', 1: 'one', '01': 'zero-one', '-1': 'minus', Z: 'Z', é: 'e' },
      [undefined, () => 1, { skipped: undefined, kept: 1.5e-7, nan: Number.NaN }],
      { nested: { deeper: { deepest: ['a\u2028"quoted"\n'] } } },
      'text',
      42,
      null,
    ]
    for (const sample of samples) expect(canonicalJson(sample)).toBe(recursiveCanonicalJson(sample))
  })

  it('walk any nesting without recursion', () => {
    const depth = 100_000
    let value: unknown = 1
    for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { k: value }
    const json = canonicalJson(value)
    expect(json).toHaveLength(depth * 2 + (depth / 2) * 4 + 1)
    expect(() => requestFingerprint(request('PUT', '/v1/user/favorites', value))).not.toThrow()
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

/** The former, recursive implementation: stored fingerprints were made with it. */
function recursiveCanonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'object' && item !== null && !Array.isArray(item)
        ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : item,
    ) ?? ''
  )
}
