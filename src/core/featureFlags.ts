import { z } from 'zod'

/** A feature flag as the content service publishes it (app.md section 3). */
export const featureFlagSchema = z.object({
  name: z.string().min(1),
  enabled: z.boolean(),
  /** Share of signed-in users (0..100) who get the flag; null or absent means everyone. */
  percentage: z.number().min(0).max(100).nullable().optional(),
})
export type FeatureFlag = z.infer<typeof featureFlagSchema>

/** Overrides a developer or tester stored locally; they win over the published flags. */
export const flagOverridesSchema = z.record(z.string(), z.boolean())
export type FlagOverrides = z.infer<typeof flagOverridesSchema>

/** Flag names the app reads. */
export const flagNames = {
  aiChat: 'ai-chat',
  topicPages: 'topic-pages',
  homeSecondRow: 'home-second-row',
  chatMcp: 'chat-mcp',
  /** Checkout carries a discount code; the trial button offers to give it up. */
  couponCampaign: 'coupon-campaign',
} as const
export type FlagName = (typeof flagNames)[keyof typeof flagNames]

const fnvOffsetBasis = 0x811c9dc5
const fnvPrime = 0x01000193
const utf8 = new TextEncoder()

/**
 * FNV-1a, 32-bit, over the UTF-8 bytes of `input`; returns an unsigned integer. Chosen because
 * it is tiny, fast, well distributed for short keys and gives the same number in the browser,
 * the worker and the server, so a user lands in the same rollout bucket everywhere.
 * Not a cryptographic hash.
 */
export function stableHash(input: string): number {
  let hash = fnvOffsetBasis
  for (const byte of utf8.encode(input)) {
    hash ^= byte
    hash = Math.imul(hash, fnvPrime)
  }
  return hash >>> 0
}

export interface FlagContext {
  flags: readonly FeatureFlag[]
  /** Absent for guests. */
  userId?: string | null
  overrides?: FlagOverrides
}

/**
 * Whether a flag is on (app.md section 4): a local override wins; a missing or disabled flag is
 * off; a flag without a percentage, or at 100, is on for everyone; below 100 only signed-in users
 * whose bucket stableHash(userId + ':' + name) % 100 falls below the percentage get it. Hashing
 * the flag name in keeps the same users from being first in every rollout.
 */
export function isFlagOn(flagName: string, { flags, userId, overrides }: FlagContext): boolean {
  if (overrides && Object.hasOwn(overrides, flagName)) return overrides[flagName] === true
  const flag = flags.find((f) => f.name === flagName)
  if (!flag?.enabled) return false
  const percentage = flag.percentage
  if (percentage === null || percentage === undefined || percentage >= 100) return true
  if (!userId) return false
  return stableHash(`${userId}:${flagName}`) % 100 < percentage
}

/**
 * Reads overrides stored as JSON. Entries that are not booleans are skipped one by one, so a
 * single bad entry does not discard the rest; unreadable JSON means no overrides.
 */
export function parseFlagOverrides(json: string | null | undefined): FlagOverrides {
  if (!json) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return {}
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
    ),
  )
}
