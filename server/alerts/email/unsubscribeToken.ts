import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The token of an alert mail's unsubscribe link: the alert's uuid and an HMAC-SHA256 of it and
 * its owner under a key derived from the session secret (shared by every instance). Nothing is
 * stored, the link works as long as the alert exists, and a forged or altered token fails the
 * check. `{alertUuid}.{base64url mac}`.
 */
export interface UnsubscribeTokens {
  issue(alertUuid: string, ownerUuid: string): string
  /** The alert uuid the token names, if its MAC matches `ownerOf(alertUuid)`. */
  verify(
    token: string,
    ownerOf: (alertUuid: string) => Promise<string | undefined>,
  ): Promise<string | undefined>
}

const tokenPattern = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/

export function createUnsubscribeTokens(sessionSecret: Buffer): UnsubscribeTokens {
  // A key of its own: a MAC made for unsubscribing can never pass for a session cookie's.
  const key = createHmac('sha256', sessionSecret).update('alert-email-unsubscribe').digest()
  const mac = (alertUuid: string, ownerUuid: string) =>
    createHmac('sha256', key).update(`${alertUuid}:${ownerUuid}`).digest()
  return {
    issue(alertUuid, ownerUuid) {
      return `${alertUuid}.${mac(alertUuid, ownerUuid).toString('base64url')}`
    },

    async verify(token, ownerOf) {
      const match = tokenPattern.exec(token)
      if (match?.[1] === undefined || match[2] === undefined) return undefined
      const alertUuid = match[1]
      const ownerUuid = await ownerOf(alertUuid)
      if (ownerUuid === undefined) return undefined
      // Compared as written: decoding would ignore the spare bits of the last character, and
      // let several spellings of one MAC pass.
      const given = Buffer.from(match[2])
      const expected = Buffer.from(mac(alertUuid, ownerUuid).toString('base64url'))
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? alertUuid
        : undefined
    },
  }
}
