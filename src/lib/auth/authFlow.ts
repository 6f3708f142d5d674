import { ErrorResponse } from 'oidc-client-ts'
import type { UserInfo } from '@/core/api/user'
import { loginFailureNotice, type LoginNotice } from '@/core/loginMessages'
import { isSafeRedirectPath } from '@/core/searchParams'
import { request } from '@/lib/api/client'
import { needsOnboarding } from '@/lib/surveys/onboardingSurvey'
import { linkSession } from './linkSession'
import { getUserManager } from './userManager'
import { wipeUserData } from './wipeUserData'

/** What the sign-in request carries through the provider and back. */
interface SignInState {
  returnTo?: string
}

/** /auth/login and /auth/signup: off to the issuer (authorization code + PKCE). */
export async function startSignIn(options: { returnTo?: string; signup?: boolean }) {
  const manager = await getUserManager()
  const state: SignInState = {}
  if (options.returnTo !== undefined && isSafeRedirectPath(options.returnTo)) {
    state.returnTo = options.returnTo
  }
  await manager.signinRedirect({
    state,
    // The embedded provider opens its sign-up page for this hint; other issuers ignore it.
    ...(options.signup ? { extraQueryParams: { screen_hint: 'signup' } } : {}),
  })
}

export type CallbackOutcome =
  /** The hidden renewal frame handed its answer to the app; nothing to show. */
  | { kind: 'frame' }
  | { kind: 'signedIn'; user: UserInfo; returnTo: string; needsOnboarding: boolean }
  | { kind: 'failed'; notice: LoginNotice }

/**
 * /auth/callback (app.md section 4): an error in the URL becomes a notice; otherwise the code is
 * redeemed, the access token linked to a session cookie, and the next page chosen: onboarding
 * when the user has not answered the survey yet, else where the sign-in started.
 */
export async function completeSignIn(url: string): Promise<CallbackOutcome> {
  const manager = await getUserManager()
  const params = new URL(url).searchParams
  const urlError = params.get('error')
  let signedIn
  try {
    signedIn = await manager.signinCallback(url)
  } catch (error) {
    const message =
      error instanceof ErrorResponse
        ? (error.error_description ?? error.error ?? undefined)
        : urlError !== null
          ? (params.get('error_description') ?? urlError)
          : undefined
    return { kind: 'failed', notice: loginFailureNotice(message ?? undefined) }
  }
  if (signedIn === undefined) return { kind: 'frame' }
  try {
    const user = await linkSession(signedIn.access_token)
    const state = (signedIn.state ?? {}) as SignInState
    return {
      kind: 'signedIn',
      user,
      returnTo: state.returnTo ?? '/home',
      needsOnboarding: await needsOnboarding(),
    }
  } catch {
    return { kind: 'failed', notice: loginFailureNotice(undefined) }
  }
}

/**
 * The 12-hourly re-link: a fresh access token without a page (the refresh token while this page
 * still holds it, else the provider session in a hidden frame), linked again. Throws when the
 * provider no longer signs the user in; the caller then logs out.
 */
export async function relinkSession(): Promise<UserInfo> {
  const manager = await getUserManager()
  const renewed = await manager.signinSilent()
  if (renewed === null) throw new Error('The identity provider did not renew the sign-in')
  return linkSession(renewed.access_token)
}

/**
 * Ends the session here: this browser's copy of the user's data, then the server session. Used
 * on its own when the provider has already let the user go, and by `signOut`. `forget` drops
 * what the page holds in memory (the query cache); it runs once the server session has ended,
 * because the queries it sends again must go out as a guest: sent meanwhile, they would meet the
 * ended session and answer 401.
 */
export async function endLocalSession(forget?: () => void): Promise<void> {
  await wipeUserData()
  await request('/v1/user/logout', { method: 'POST' }).catch(() => undefined)
  forget?.()
  // Without the sign-in client (config unreachable) there is no in-memory user to drop either.
  const manager = await getUserManager().catch(() => undefined)
  await manager?.removeUser().catch(() => undefined)
}

/** /auth/logout: the local session, then the provider's, which returns to the home page. */
export async function signOut(forget?: () => void): Promise<void> {
  await endLocalSession(forget)
  try {
    await (await getUserManager()).signoutRedirect()
  } catch {
    // An issuer without RP-initiated logout, or none reachable: the app session is over, which
    // is what counts.
    window.location.assign('/home')
  }
}
