import type { RateLimit } from '@/core/metricAccess'
import {
  counterKey,
  type RateLimitCountersRepository,
} from '../repositories/rateLimitCountersRepository'
import { addressSubject } from './clientAddress'

const quarterHour = 15 * 60
const hour = 60 * 60

/**
 * Limits of the credential endpoints, counted in fixed windows in the database (all instances
 * share them). Sign-in follows OWASP's advice against lockout abuse: a browser that signed in to
 * the account before (a valid device cookie, deviceCookie.ts) has a budget of its own for that
 * account and nothing else; any other browser is limited per address (guessing across accounts),
 * per email and address (one machine at one account) and per email (many machines at one
 * account). So strangers exhausting an account slow down strangers only, never its owner's
 * browsers. Only failed sign-ins count (a success takes its attempt back): people behind one
 * address, and owners signing in often, are not limited. Loose enough for a person mistyping,
 * far too tight for a password list.
 */
export const authRateLimits = {
  login: {
    perAddress: { requests: 30, windowSeconds: quarterHour },
    perPair: { requests: 10, windowSeconds: quarterHour },
    perEmail: { requests: 20, windowSeconds: quarterHour },
    perDevice: { requests: 20, windowSeconds: quarterHour },
  },
  signup: {
    perAddress: { requests: 10, windowSeconds: hour },
    perEmail: { requests: 5, windowSeconds: hour },
  },
  // Each request mails the account owner: a few an hour, so nobody floods an inbox.
  passwordReset: {
    perAddress: { requests: 10, windowSeconds: hour },
    perEmail: { requests: 3, windowSeconds: hour },
  },
} as const satisfies Record<string, Record<string, RateLimit>>

export interface LoginAttempt {
  address: string
  email: string
  /** The browser's device id when it signed in to this account before, and the account. */
  knownDevice?: { deviceId: string; userUuid: string } | undefined
}

export interface LimitCheck {
  /** Seconds until the exhausted limit frees up; 0 when the attempt may go on. */
  retryAfter: number
  /** Takes the attempt back from every count it went into (a sign-in that succeeded). */
  undo(): Promise<void>
}

export interface AuthLimiter {
  login(attempt: LoginAttempt): Promise<LimitCheck>
  /** Sign-up and password reset: every request counts. Seconds to wait, 0 when it may go on. */
  take(action: 'signup' | 'passwordReset', address: string, email: string): Promise<number>
}

export const tooManyAttemptsMessage = (retryAfter: number) =>
  `Too many attempts, retry in ${retryAfter} s`

interface Count {
  key: string
  limit: RateLimit
}

/** `factor` scales every limit up (AUTH_RATE_LIMIT_FACTOR, for test suites). */
export function createAuthLimiter(
  counters: RateLimitCountersRepository,
  clock: () => number,
  factor = 1,
): AuthLimiter {
  /**
   * Counts the attempt into each count in turn and stops at the first one over its limit (so an
   * attempt refused per address is not counted against the email as well).
   */
  const take = async (counts: Count[]): Promise<LimitCheck> => {
    const taken: Array<{ key: string; windowStart: number }> = []
    const undo = async () => {
      for (const { key, windowStart } of taken) await counters.unhit(key, windowStart)
    }
    for (const { key, limit } of counts) {
      const now = clock()
      const hit = await counters.hit(key, limit.windowSeconds * 1000, now)
      taken.push({ key, windowStart: hit.windowStart })
      if (hit.hits > limit.requests * factor) {
        return { retryAfter: Math.max(1, Math.ceil((hit.windowEnd - now) / 1000)), undo }
      }
    }
    return { retryAfter: 0, undo }
  }

  return {
    login({ address, email, knownDevice }) {
      const limits = authRateLimits.login
      if (knownDevice !== undefined) {
        const device = `${knownDevice.deviceId}\n${knownDevice.userUuid}`
        return take([{ key: counterKey('login:device', device), limit: limits.perDevice }])
      }
      const from = addressSubject(address)
      return take([
        { key: counterKey('login:address', from), limit: limits.perAddress },
        { key: counterKey('login:pair', `${email}\n${from}`), limit: limits.perPair },
        { key: counterKey('login:email', email), limit: limits.perEmail },
      ])
    },

    async take(action, address, email) {
      const limits = authRateLimits[action]
      const check = await take([
        { key: counterKey(`${action}:address`, addressSubject(address)), limit: limits.perAddress },
        { key: counterKey(`${action}:email`, email), limit: limits.perEmail },
      ])
      return check.retryAfter
    },
  }
}
