import type Provider from 'oidc-provider'
import { z } from 'zod'
import { verifyEmailMessage } from '@/core/api/user'
import { HttpError } from '../http/httpError'
import type { User, UsersRepository } from '../repositories/usersRepository'

/** The user an access token speaks for; undefined when the token is not (or no longer) valid. */
export type AccessTokenVerifier = (token: string) => Promise<User | undefined>

/** Tokens of the embedded provider: looked up in its store (they are opaque), for our client. */
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
    return users.findByUuid(accessToken.accountId)
  }
}

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  email_verified: z.boolean().optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
})

const discoverySchema = z.object({ userinfo_endpoint: z.url() })

/**
 * A password hash no password matches (verifyPassword refuses the format): accounts created by an
 * external issuer sign in there, never with a password here.
 */
const noPasswordHash = 'external'

/**
 * Tokens of another OpenID provider (OIDC_ISSUER): its userinfo endpoint says whose they are.
 * The account is matched by verified email and created on first use.
 */
export function externalTokenVerifier(options: {
  issuer: string
  users: UsersRepository
  clock: () => number
  fetch?: typeof globalThis.fetch
}): AccessTokenVerifier {
  const { users, clock } = options
  const fetch = options.fetch ?? globalThis.fetch
  let endpoint: Promise<string> | undefined

  const discover = async () => {
    const url = `${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
    if (!response.ok) throw new Error(`OpenID discovery failed with ${response.status}`)
    return discoverySchema.parse(await response.json()).userinfo_endpoint
  }

  return async (token) => {
    endpoint ??= discover().catch(() => {
      // Try again on the next link rather than remember the failure.
      endpoint = undefined
      throw new HttpError(502, 'The identity provider cannot be reached')
    })
    const response = await fetch(await endpoint, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    })
    if (response.status === 401 || response.status === 403) return undefined
    if (!response.ok) throw new HttpError(502, 'The identity provider cannot be reached')
    const claims = userinfoSchema.safeParse(await response.json())
    if (!claims.success) return undefined
    if (claims.data.email_verified !== true) throw new HttpError(403, verifyEmailMessage)
    return findOrCreate(users, claims.data, clock())
  }
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
