import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts'
import type { ClientConfig } from '@/core/api/clientConfig'
import { loadClientConfig } from '@/lib/config/clientConfig'

/** The embedded provider's path and client id (server/oidc), used when the config is silent. */
const embeddedIssuerPath = '/oidc'
const embeddedClientId = 'studio-app'
/** app.md section 9. */
export const authScope = 'openid profile email offline_access'

/**
 * oidc-client-ts settings for the configured issuer: authorization code with PKCE, back to
 * /auth/callback (also the target of the hidden renewal frame). Tokens are kept in memory only:
 * after the one exchange at POST /v1/user/link the app works with its HttpOnly session cookie,
 * so no token ever sits in web storage. Only the short-lived request state (PKCE verifier) is
 * stored, in local storage, because the redirect leaves the page.
 */
export function createUserManager(config: ClientConfig, origin: string): UserManager {
  const embedded = config.oidcIssuer === null || config.oidcIssuer === `${origin}/oidc`
  return new UserManager({
    authority: config.oidcIssuer ?? `${origin}${embeddedIssuerPath}`,
    client_id: config.oidcClientId ?? embeddedClientId,
    redirect_uri: `${origin}/auth/callback`,
    silent_redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: authScope,
    // OpenID Connect grants offline_access (refresh tokens) only on a consent prompt; the
    // embedded provider grants our own app's consent without showing a page.
    ...(embedded ? { prompt: 'consent' } : {}),
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: oidcStatePrefix }),
    automaticSilentRenew: false,
    loadUserInfo: false,
  })
}

/** Prefix of the sign-in request state in local storage (wiped on logout). */
export const oidcStatePrefix = 'oidc.'

let manager: Promise<UserManager> | undefined

/**
 * The app's one UserManager, built once the client config is known. Without the config there is
 * no manager (a guessed issuer would send the person to the wrong place): the caller shows the
 * failure, and the next call tries again.
 */
export function getUserManager(): Promise<UserManager> {
  manager ??= loadClientConfig()
    .then((config) => createUserManager(config, window.location.origin))
    .catch((error: unknown) => {
      manager = undefined
      throw error
    })
  return manager
}
