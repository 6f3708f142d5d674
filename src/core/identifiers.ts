import { z } from 'zod'

/**
 * An RFC 4122 / RFC 9562 UUID of any version (1-8) with the standard variant, or the nil UUID.
 * Case-insensitive because some services print them upper-case.
 */
export const uuidPattern =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12})$/i

/** Lowercase letters and digits in groups joined by single hyphens: "asset-overview". */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value)
}

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && slugPattern.test(value)
}

export const uuidSchema = z.string().regex(uuidPattern, 'Invalid UUID')
export const slugSchema = z.string().regex(slugPattern, 'Invalid slug')
