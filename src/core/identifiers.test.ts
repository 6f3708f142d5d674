import { describe, expect, it } from 'vitest'
import { isSlug, isUuid, slugSchema, uuidSchema } from './identifiers'

describe('isUuid', () => {
  it.each([
    '123e4567-e89b-12d3-a456-426614174000', // v1
    'f47ac10b-58cc-4372-a567-0e02b2c3d479', // v4
    'F47AC10B-58CC-4372-A567-0E02B2C3D479', // upper case
    '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', // v7
    '00000000-0000-0000-0000-000000000000', // nil
  ])('accepts %s', (value) => {
    expect(isUuid(value)).toBe(true)
    expect(uuidSchema.safeParse(value).success).toBe(true)
  })

  it.each([
    '',
    'f47ac10b58cc4372a5670e02b2c3d479', // no hyphens
    'f47ac10b-58cc-0372-a567-0e02b2c3d479', // version 0
    'f47ac10b-58cc-4372-c567-0e02b2c3d479', // wrong variant
    'f47ac10b-58cc-4372-a567-0e02b2c3d47', // short
    'f47ac10b-58cc-4372-a567-0e02b2c3d479 ', // trailing space
    'g47ac10b-58cc-4372-a567-0e02b2c3d479', // not hex
    '{f47ac10b-58cc-4372-a567-0e02b2c3d479}',
  ])('rejects %j', (value) => {
    expect(isUuid(value)).toBe(false)
    expect(uuidSchema.safeParse(value).success).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isUuid(42)).toBe(false)
    expect(isUuid(null)).toBe(false)
  })
})

describe('isSlug', () => {
  it.each(['asset-overview', 'btc', 'top-10-assets', 'a1-b2'])('accepts %s', (value) => {
    expect(isSlug(value)).toBe(true)
    expect(slugSchema.safeParse(value).success).toBe(true)
  })

  it.each([
    '',
    'Asset-Overview',
    '-lead',
    'trail-',
    'double--hyphen',
    'under_score',
    'sp ace',
    'é',
  ])('rejects %j', (value) => {
    expect(isSlug(value)).toBe(false)
    expect(slugSchema.safeParse(value).success).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isSlug(undefined)).toBe(false)
  })
})
