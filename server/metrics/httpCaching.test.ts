import { describe, expect, it } from 'vitest'
import { chooseContentCoding } from './contentEncoding'
import { contentHash, etagFor, matchesIfNoneMatch } from './etag'

describe('chooseContentCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.1', 'gzip'],
    ['identity', 'identity'],
    ['GZIP', 'gzip'],
  ] as const)('%s -> %s', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding)
  })
})

describe('ETags', () => {
  const hash = contentHash(Buffer.from('[{"t":1,"v":2}]'))

  it('are strong, per coding, from a 27-character content hash', () => {
    expect(hash).toMatch(/^[\w-]{27}$/)
    expect(contentHash(Buffer.from('[{"t":1,"v":3}]'))).not.toBe(hash)
    expect(etagFor(hash, 'identity')).toBe(`"${hash}"`)
    expect(etagFor(hash, 'br')).toBe(`"${hash}-br"`)
  })

  it('If-None-Match matches any coding of the body, weakly, in a list or as *', () => {
    expect(matchesIfNoneMatch(undefined, hash)).toBe(false)
    expect(matchesIfNoneMatch(`"${hash}"`, hash)).toBe(true)
    expect(matchesIfNoneMatch(`W/"${hash}-gzip"`, hash)).toBe(true)
    expect(matchesIfNoneMatch(`"a", "${hash}-br"`, hash)).toBe(true)
    expect(matchesIfNoneMatch(' * ', hash)).toBe(true)
    expect(matchesIfNoneMatch(`"${hash}-deflate"`, hash)).toBe(false)
    expect(matchesIfNoneMatch(hash, hash)).toBe(false)
  })
})
