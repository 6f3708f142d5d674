import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const deviceCookieName = 'studio_device'
/** Long-lived: a browser stays known between sign-ins months apart (400 days is Chrome's cap). */
const lifetimeSeconds = 365 * 24 * 60 * 60
/** A browser shared by a few people (or one person's accounts) stays known for each. */
const maxAccounts = 5
const deviceIdPattern = /^[\w-]{22}$/

export interface DeviceCookies {
  /** This browser's device id when it has signed in to the account before; else undefined. */
  knownFor(request: FastifyRequest, userUuid: string): string | undefined
  /** After a successful sign-in: the browser is known for this account from now on. */
  remember(request: FastifyRequest, reply: FastifyReply, userUuid: string): void
}

/**
 * Device cookies after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * that signed in to an account successfully gets a cookie that proves it, and sign-in limits
 * then treat it apart from strangers (authRateLimits.ts). The value is a random device id and,
 * for each account (up to five) the browser signed in to, a tag HMAC(key, device id + user
 * uuid): it names its accounts without showing them, and a tag is worth nothing on another
 * device id or for another account. The cookie is signed with the session secret as well
 * (@fastify/cookie, registered by sessions.ts), HttpOnly so no script reads it, SameSite=Strict
 * since only our own forms and app send it, and Secure over https.
 */
export function createDeviceCookies(options: {
  secret: Buffer
  publicOrigin: string | undefined
}): DeviceCookies {
  const key = createHmac('sha256', options.secret).update('studio device cookie').digest()
  const tagFor = (deviceId: string, userUuid: string) =>
    createHmac('sha256', key).update(`${deviceId}\n${userUuid}`).digest().subarray(0, 16)

  /** The device id and account tags of a valid cookie; undefined for none, forged or malformed. */
  const read = (request: FastifyRequest) => {
    const raw = request.cookies[deviceCookieName]
    if (raw === undefined) return undefined
    const unsigned = request.unsignCookie(raw)
    if (!unsigned.valid || unsigned.value === null) return undefined
    const [deviceId = '', ...tags] = unsigned.value.split('.')
    if (!deviceIdPattern.test(deviceId)) return undefined
    return { deviceId, tags: tags.slice(0, maxAccounts) }
  }

  return {
    knownFor(request, userUuid) {
      const cookie = read(request)
      if (cookie === undefined) return undefined
      const expected = tagFor(cookie.deviceId, userUuid)
      const known = cookie.tags.some((tag) => {
        const given = Buffer.from(tag, 'base64url')
        return given.length === expected.length && timingSafeEqual(given, expected)
      })
      return known ? cookie.deviceId : undefined
    },

    remember(request, reply, userUuid) {
      const cookie = read(request)
      const deviceId = cookie?.deviceId ?? randomBytes(16).toString('base64url')
      const tag = tagFor(deviceId, userUuid).toString('base64url')
      // The newest account first; the oldest falls out past the cap.
      const tags = [tag, ...(cookie?.tags ?? []).filter((t) => t !== tag)].slice(0, maxAccounts)
      void reply.setCookie(deviceCookieName, [deviceId, ...tags].join('.'), {
        httpOnly: true,
        sameSite: 'strict',
        secure: options.publicOrigin?.startsWith('https:') === true,
        path: '/',
        maxAge: lifetimeSeconds,
        signed: true,
      })
    },
  }
}
