import type { RateLimit } from '@/core/metricAccess'
import { tooManyRequests } from '../http/httpError'
import { RateLimiter } from '../metrics/rateLimiter'

/**
 * Limits of the credential endpoints, per client address and per email: the address bounds one
 * machine's guessing across accounts, the email bounds guessing at one account from many
 * machines. Loose enough for a person mistyping, far too tight for a password list.
 */
export const authRateLimits = {
  login: {
    perAddress: { requests: 30, windowSeconds: 15 * 60 },
    perEmail: { requests: 10, windowSeconds: 15 * 60 },
  },
  signup: {
    perAddress: { requests: 10, windowSeconds: 60 * 60 },
    perEmail: { requests: 5, windowSeconds: 60 * 60 },
  },
  // Each request mails the account owner: a few an hour, so nobody floods an inbox.
  passwordReset: {
    perAddress: { requests: 10, windowSeconds: 60 * 60 },
    perEmail: { requests: 3, windowSeconds: 60 * 60 },
  },
} as const satisfies Record<string, { perAddress: RateLimit; perEmail: RateLimit }>

export type AuthAction = keyof typeof authRateLimits

/** Takes a token for the address, then the email; throws 429 with Retry-After when out. */
export type AuthRateLimiter = (action: AuthAction, address: string, email: string) => void

export function createAuthRateLimiter(clock: () => number, factor = 1): AuthRateLimiter {
  const limiter = new RateLimiter(clock)
  const scaled = (limit: RateLimit): RateLimit => ({ ...limit, requests: limit.requests * factor })
  return (action: AuthAction, address: string, email: string): void => {
    const limits = authRateLimits[action]
    const wait =
      limiter.take(`${action}:ip:${address}`, scaled(limits.perAddress)) ||
      limiter.take(`${action}:email:${email}`, scaled(limits.perEmail))
    if (wait > 0) throw tooManyRequests(wait, `Too many attempts, retry in ${wait} s`)
  }
}
