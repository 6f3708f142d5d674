import { describe, expect, it } from 'vitest'
import { seal, unseal } from './sealedToken'

describe('sealed tokens', () => {
  it('open with the same key only, and never show the value', () => {
    const sealed = seal('session id one', 'the access token')
    expect(sealed).not.toContain('the access token')
    expect(seal('session id one', 'the access token')).not.toBe(sealed)
    expect(unseal('session id one', sealed)).toBe('the access token')
    expect(unseal('session id two', sealed)).toBeUndefined()
  })

  it('refuse a changed or malformed value', () => {
    const sealed = seal('key', 'value')
    const [prefix, iv, data, tag] = sealed.split('.')
    const flipped = (data ?? '').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expect(unseal('key', [prefix, iv, flipped, tag].join('.'))).toBeUndefined()
    expect(unseal('key', 'v2.a.b.c')).toBeUndefined()
    expect(unseal('key', 'garbage')).toBeUndefined()
  })
})
