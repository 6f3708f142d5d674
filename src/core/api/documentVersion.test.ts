import { describe, expect, it } from 'vitest'
import { versionOfTag, versionTag } from './documentVersion'

describe('document version tags', () => {
  it('are strong ETags "v{n}", and a weak tag names the same version', () => {
    expect(versionTag(3)).toBe('"v3"')
    expect(versionOfTag(versionTag(42))).toBe(42)
    expect(versionOfTag(' W/"v12" ')).toBe(12)
    for (const other of ['"v0"', '"3"', 'v3', '"v03"', '"abc"', '"v1e3"', '*']) {
      expect(versionOfTag(other), other).toBeUndefined()
    }
  })
})
