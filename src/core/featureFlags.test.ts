import { describe, expect, it } from 'vitest'
import {
  featureFlagSchema,
  flagNames,
  isFlagOn,
  parseFlagOverrides,
  stableHash,
  type FeatureFlag,
} from './featureFlags'

describe('stableHash', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(stableHash('')).toBe(0x811c9dc5)
    expect(stableHash('a')).toBe(0xe40c292c)
    expect(stableHash('foobar')).toBe(0xbf9cf968)
  })

  it('is an unsigned 32-bit integer and hashes UTF-8 bytes', () => {
    const hash = stableHash('ünïcødé ✓')
    expect(Number.isInteger(hash)).toBe(true)
    expect(hash).toBeGreaterThanOrEqual(0)
    expect(hash).toBeLessThan(2 ** 32)
    expect(stableHash('é')).not.toBe(stableHash('e'))
  })
})

describe('featureFlagSchema', () => {
  it('accepts an optional or null percentage within 0..100', () => {
    expect(featureFlagSchema.safeParse({ name: 'x', enabled: true }).success).toBe(true)
    expect(
      featureFlagSchema.safeParse({ name: 'x', enabled: true, percentage: null }).success,
    ).toBe(true)
    expect(featureFlagSchema.safeParse({ name: 'x', enabled: true, percentage: 101 }).success).toBe(
      false,
    )
    expect(featureFlagSchema.safeParse({ name: 'x', enabled: 'yes' }).success).toBe(false)
  })
})

const flag = (enabled: boolean, percentage?: number | null): FeatureFlag[] => [
  { name: flagNames.aiChat, enabled, percentage },
]

describe('isFlagOn', () => {
  it('is off for a missing or disabled flag', () => {
    expect(isFlagOn(flagNames.aiChat, { flags: [], userId: 'u1' })).toBe(false)
    expect(isFlagOn(flagNames.aiChat, { flags: flag(false), userId: 'u1' })).toBe(false)
    expect(isFlagOn(flagNames.aiChat, { flags: flag(false, 100), userId: 'u1' })).toBe(false)
  })

  it('is on for everyone, guests included, without a percentage or at 100', () => {
    for (const percentage of [undefined, null, 100]) {
      expect(isFlagOn(flagNames.aiChat, { flags: flag(true, percentage) })).toBe(true)
      expect(isFlagOn(flagNames.aiChat, { flags: flag(true, percentage), userId: 'u' })).toBe(true)
    }
  })

  it('excludes guests below 100%', () => {
    expect(isFlagOn(flagNames.aiChat, { flags: flag(true, 99) })).toBe(false)
    expect(isFlagOn(flagNames.aiChat, { flags: flag(true, 99), userId: null })).toBe(false)
    expect(isFlagOn(flagNames.aiChat, { flags: flag(true, 99), userId: '' })).toBe(false)
  })

  it('is off for everyone at 0%', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `user-${i}`)
    expect(ids.some((userId) => isFlagOn(flagNames.aiChat, { flags: flag(true, 0), userId }))).toBe(
      false,
    )
  })

  it('buckets by stableHash(userId:flagName) % 100', () => {
    const userId = 'f47ac10b-58cc-4372-a567-0e02b2c3d479'
    const bucket = stableHash(`${userId}:${flagNames.aiChat}`) % 100
    expect(isFlagOn(flagNames.aiChat, { flags: flag(true, bucket), userId })).toBe(false)
    expect(isFlagOn(flagNames.aiChat, { flags: flag(true, bucket + 1), userId })).toBe(true)
  })

  it('gives a stable answer and roughly the percentage of 10k users', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `user-${i}`)
    for (const percentage of [10, 25, 50, 90]) {
      const context = (userId: string) => ({ flags: flag(true, percentage), userId })
      const first = ids.map((id) => isFlagOn(flagNames.aiChat, context(id)))
      const second = ids.map((id) => isFlagOn(flagNames.aiChat, context(id)))
      expect(second).toEqual(first)
      const share = (first.filter(Boolean).length / ids.length) * 100
      expect(Math.abs(share - percentage)).toBeLessThan(2)
    }
  })

  it('a user in a smaller rollout stays in when the percentage grows', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `user-${i}`)
    const inAt = (percentage: number) =>
      ids.filter((userId) => isFlagOn(flagNames.aiChat, { flags: flag(true, percentage), userId }))
    const at20 = new Set(inAt(20))
    expect(inAt(10).every((id) => at20.has(id))).toBe(true)
  })

  it('rolls out different flags to different users', () => {
    const flags: FeatureFlag[] = [
      { name: flagNames.aiChat, enabled: true, percentage: 50 },
      { name: flagNames.topicPages, enabled: true, percentage: 50 },
    ]
    const ids = Array.from({ length: 1000 }, (_, i) => `user-${i}`)
    const differing = ids.filter(
      (userId) =>
        isFlagOn(flagNames.aiChat, { flags, userId }) !==
        isFlagOn(flagNames.topicPages, { flags, userId }),
    )
    expect(differing.length).toBeGreaterThan(300)
  })

  it('lets a local override win either way', () => {
    expect(isFlagOn(flagNames.aiChat, { flags: [], overrides: { [flagNames.aiChat]: true } })).toBe(
      true,
    )
    expect(
      isFlagOn(flagNames.aiChat, {
        flags: flag(true),
        userId: 'u',
        overrides: { [flagNames.aiChat]: false },
      }),
    ).toBe(false)
  })

  it('ignores inherited object keys as overrides', () => {
    // `'toString' in {}` is true; an override lookup through the prototype would turn this off.
    const flags: FeatureFlag[] = [{ name: 'toString', enabled: true }]
    expect(isFlagOn('toString', { flags, overrides: {} })).toBe(true)
  })
})

describe('parseFlagOverrides', () => {
  it('keeps boolean entries and skips the rest', () => {
    expect(parseFlagOverrides('{"ai-chat":true,"chat-mcp":false,"bad":"yes"}')).toEqual({
      'ai-chat': true,
      'chat-mcp': false,
    })
  })

  it('yields no overrides for missing, malformed or non-object JSON', () => {
    for (const input of [undefined, null, '', '{', '[true]', 'true', 'null']) {
      expect(parseFlagOverrides(input)).toEqual({})
    }
  })
})
