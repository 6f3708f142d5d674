import type { Kysely } from 'kysely'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import type { Database } from '../db/schema'
import type { UsersRepository } from '../repositories/usersRepository'
import { logoutScriptPath, page, paragraph } from './pages'
import { createPayloadAdapterClass } from './payloadAdapter'

/** Path the provider is mounted under; the issuer is the public origin plus this. */
export const issuerPath = '/oidc'
export const embeddedClientId = 'studio-app'
export const oidcScopes = ['openid', 'profile', 'email', 'offline_access'] as const

export interface IdentityProviderOptions {
  /** Where the app is served: its redirect URIs live here. */
  appOrigin: string
  db: Kysely<Database>
  users: UsersRepository
  jwks: { keys: NonNullable<Configuration['jwks']>['keys'] }
  cookieKeys: string[]
  clock?: () => number
}

const minute = 60
const day = 24 * 60 * minute

/**
 * The embedded OpenID provider (oidc-provider, a certified implementation): authorization code
 * with PKCE for the app as one public client, ID tokens, opaque access tokens, refresh tokens for
 * `offline_access`. Accounts are ours (users table); every page a person sees is ours too
 * (interactionRoutes.ts), the library's development pages are off.
 */
export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { appOrigin, users } = options
  const configuration: Configuration = {
    adapter: createPayloadAdapterClass(options.db, options.clock),
    clients: [
      {
        client_id: embeddedClientId,
        // A browser app keeps no secret: PKCE proves the code's redeemer started the flow.
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${appOrigin}/auth/callback`],
        post_logout_redirect_uris: [`${appOrigin}/`],
      },
    ],
    pkce: { required: () => true },
    // Authorization code only: no implicit or hybrid flows are offered in discovery either.
    responseTypes: ['code'],
    scopes: [...oidcScopes],
    // `screen_hint=signup` opens our sign-up page instead of sign-in (the app's /auth/signup).
    extraParams: ['screen_hint'],
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    async findAccount(_ctx, sub) {
      const user = await users.findByUuid(sub)
      if (user === undefined) return undefined
      return {
        accountId: user.uuid,
        claims: () => ({
          sub: user.uuid,
          email: user.email,
          email_verified: user.emailVerifiedAt !== null,
          given_name: user.firstName,
          family_name: user.lastName,
        }),
      }
    },
    cookies: { keys: options.cookieKeys },
    jwks: options.jwks,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: { url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}` },
    // Codes are redeemed at once; access tokens are short and the refresh token renews them.
    ttl: {
      AuthorizationCode: minute,
      AccessToken: 60 * minute,
      IdToken: 60 * minute,
      Interaction: 60 * minute,
      Grant: 30 * day,
      Session: 30 * day,
      RefreshToken: 30 * day,
    },
    renderError,
  }
  return new Provider(`${appOrigin}${issuerPath}`, configuration)
}

function send(ctx: KoaContextWithOIDC, html: string): void {
  ctx.type = 'html'
  ctx.body = html
}

// The library's logout form carries its CSRF token; our page only adds the buttons. When our
// own app asks (its client id is on the request), the person already chose "Log out" there, so a
// same-origin script confirms at once; anyone else's request waits for the click.
function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  const ours = ctx.oidc.client?.clientId === embeddedClientId
  send(
    ctx,
    page(
      'Sign out',
      `${form}${paragraph('Do you want to sign out of Onchain Studio?')}` +
        '<button type="submit" form="op.logoutForm" name="logout" value="yes" id="confirm-logout">Sign out</button>' +
        (ours ? `<script src="${logoutScriptPath}" defer></script>` : ''),
    ),
  )
}

function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  send(ctx, page('Signed out', paragraph('You are signed out.')))
}

// The description helps the user; internals (stack, details) are never shown.
function renderError(ctx: KoaContextWithOIDC, out: { error_description?: string }): void {
  send(
    ctx,
    page(
      'Sign-in failed',
      paragraph(out.error_description ?? 'The request could not be completed. Please try again.'),
    ),
  )
}
