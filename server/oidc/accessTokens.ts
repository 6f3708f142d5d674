import type Provider from 'oidc-provider'
import { z } from 'zod'
import { verifyEmailMessage } from '@/core/api/user'
import { HttpError } from '../http/httpError'
import type { User, UsersRepository } from '../repositories/usersRepository'

/** What a valid access token says, and how long it stays valid. */
export interface VerifiedToken {
  user: User
  /** The embedded provider's grant it was issued under; null for an external issuer. */
  grantId: string | null
  /** When the token expires (or a bound on it): it links once until then. */
  expiresAt: number
  /** Whether logout can revoke it at the issuer, so the session keeps it (sealed). */
  revocable: boolean
}

/** Undefined when the token is not (or no longer) valid. */
export type AccessTokenVerifier = (token: string) => Promise<VerifiedToken | undefined>

/**
 * Tokens of the embedded provider: looked up in its store (they are opaque), for our client,
 * and only while their grant lasts (logout ends it, see registerIdentity.ts).
 */
export function embeddedTokenVerifier(
  provider: Provider,
  users: UsersRepository,
  clientId: string,
): AccessTokenVerifier {
  return async (token) => {
    const accessToken = await provider.AccessToken.find(token)
    if (accessToken === undefined || accessToken.isExpired || accessToken.clientId !== clientId) {
      return undefined
    }
    const { grantId, accountId, exp } = accessToken
    const grant = grantId === undefined ? undefined : await provider.Grant.find(grantId)
    if (grantId === undefined || grant === undefined || grant.accountId !== accountId) {
      return undefined
    }
    const user = await users.findByUuid(accountId)
    if (user === undefined || exp === undefined) return undefined
    return { user, grantId, expiresAt: exp * 1000, revocable: false }
  }
}

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  email_verified: z.boolean().optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
})

const discoverySchema = z.object({
  userinfo_endpoint: z.url(),
  revocation_endpoint: z.url().optional(),
})

/**
 * A password hash no password matches (verifyPassword refuses the format): accounts created by an
 * external issuer sign in there, never with a password here.
 */
const noPasswordHash = 'external'

export interface ExternalIssuer {
  verify: AccessTokenVerifier
  /**
   * Revokes the access token at the issuer's revocation endpoint (RFC 7009), when discovery
   * names one; throws when the issuer cannot be reached or refuses.
   */
  revoke(token: string): Promise<void>
}

/** How long a linked token of unknown expiry is remembered: longer than issuers let them live. */
const opaqueTokenRetentionMs = 30 * 24 * 60 * 60 * 1000
const yearMs = 365 * 24 * 60 * 60 * 1000
/** Clocks differ: a token is remembered a little past its expiry. */
const clockSkewMs = 5 * 60 * 1000

/**
 * Another OpenID provider (OIDC_ISSUER), found by discovery. Its userinfo endpoint says whose a
 * token is; the account is matched by verified email and created on first use.
 */
export function externalIssuer(options: {
  issuer: string
  clientId: string
  users: UsersRepository
  clock: () => number
  fetch?: typeof globalThis.fetch
}): ExternalIssuer {
  const { users, clock } = options
  const fetch = options.fetch ?? globalThis.fetch
  let endpoints: Promise<z.infer<typeof discoverySchema>> | undefined
  const unreachable = () => new HttpError(502, 'The identity provider cannot be reached')

  const discover = async () => {
    const url = `${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
    if (!response.ok) throw new Error(`OpenID discovery failed with ${response.status}`)
    return discoverySchema.parse(await response.json())
  }
  const discovered = () =>
    (endpoints ??= discover().catch(() => {
      // Try again next time rather than remember the failure.
      endpoints = undefined
      throw unreachable()
    }))

  return {
    async verify(token) {
      const { userinfo_endpoint, revocation_endpoint } = await discovered()
      const response = await fetch(userinfo_endpoint, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      })
      if (response.status === 401 || response.status === 403) return undefined
      if (!response.ok) throw unreachable()
      const claims = userinfoSchema.safeParse(await response.json())
      if (!claims.success) return undefined
      if (claims.data.email_verified !== true) throw new HttpError(403, verifyEmailMessage)
      const user = await findOrCreate(users, claims.data, clock())
      if (user === undefined) return undefined
      const expiresAt = tokenExpiry(token, clock())
      return { user, grantId: null, expiresAt, revocable: revocation_endpoint !== undefined }
    },

    async revoke(token) {
      const endpoint = (await discovered()).revocation_endpoint
      if (endpoint === undefined) return
      // A public client identifies itself with its client id (RFC 7009 section 2.1).
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token,
          token_type_hint: 'access_token',
          client_id: options.clientId,
        }).toString(),
        signal: AbortSignal.timeout(5000),
      })
      if (!response.ok) throw new Error(`The revocation endpoint answered ${response.status}`)
    },
  }
}

/**
 * When a token expires: a JWT says so in `exp` (trusted once the issuer has accepted the token,
 * which it signed), bounded to a year; an opaque token is remembered for 30 days.
 */
function tokenExpiry(token: string, now: number): number {
  const parts = token.split('.')
  if (parts.length === 3) {
    try {
      const claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as {
        exp?: unknown
      }
      if (typeof claims.exp === 'number' && Number.isFinite(claims.exp)) {
        return Math.min(Math.max(claims.exp * 1000, now), now + yearMs) + clockSkewMs
      }
    } catch {
      // Not a JWT after all.
    }
  }
  return now + opaqueTokenRetentionMs
}

async function findOrCreate(
  users: UsersRepository,
  claims: z.infer<typeof userinfoSchema>,
  now: number,
): Promise<User | undefined> {
  const existing = await users.findByEmail(claims.email)
  if (existing !== undefined) {
    if (existing.emailVerifiedAt === null) {
      // Whoever signed up here with this address never proved it: their password must not
      // open the account its real owner now links.
      await users.setPasswordHash(existing.uuid, noPasswordHash)
      await users.markEmailVerified(existing.uuid, now)
    }
    return users.findByUuid(existing.uuid)
  }
  const created =
    (await users.create({
      email: claims.email,
      firstName: claims.given_name ?? '',
      lastName: claims.family_name ?? '',
      passwordHash: noPasswordHash,
      newsletter: false,
      referral: null,
    })) ?? (await users.findByEmail(claims.email))
  if (created === undefined) return undefined
  await users.markEmailVerified(created.uuid, now)
  return users.findByUuid(created.uuid)
}
