import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'
import { z } from 'zod'
import { invalidCredentialsMessage, loginRequestSchema, signupRequestSchema } from '@/core/api/user'
import type { AccountActions } from '../auth/accountActions'
import { tooManyAttemptsMessage, type AuthLimiter } from '../auth/authRateLimits'
import type { PasswordSignIn } from '../auth/passwordSignIn'
import { acceptForms, expiredPage, formBody, sendLimitedPage, sendPage } from './formRoutes'
import { embeddedClientId, issuerPath } from './identityProvider'
import { field, form, links, page, paragraph, type Notice } from './pages'
import { passwordResetPath } from './passwordResetRoutes'
import { identityPageSchemas as schemas } from '../routeSchemas/pageSchemas'

export interface InteractionRoutesOptions {
  provider: Provider
  accounts: AccountActions
  signIn: PasswordSignIn
  limiter: AuthLimiter
  publicOrigin: string | undefined
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>
const paramsSchema = z.object({ uid: z.string().min(1).max(100) })

/**
 * The pages of a sign-in the provider hands over to us (its "interactions"): sign-in, sign-up
 * and consent. Every URL holds the interaction uid, which must match the provider's own
 * interaction cookie: a form can only continue the sign-in of the browser that started it.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: InteractionRoutesOptions,
): Promise<void> {
  const { provider, accounts, signIn, limiter } = options
  acceptForms(app, options.publicOrigin)
  const base = `${issuerPath}/interaction/:uid`

  /** The interaction of this browser, if it is the one in the URL and still open. */
  const current = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> => {
    const { uid } = paramsSchema.parse(request.params)
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw)
      return interaction.uid === uid ? interaction : undefined
    } catch {
      return undefined
    }
  }

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ) => {
    const to = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    })
    return reply.header('cache-control', 'no-store').redirect(to, 303)
  }

  app.get(base, { schema: schemas.interaction }, async (request, reply) => {
    const interaction = await current(request, reply)
    if (interaction === undefined) return sendPage(reply, expiredPage, 400)
    if (interaction.prompt.name === 'login') {
      const signup = interaction.params.screen_hint === 'signup'
      return sendPage(reply, signup ? signUpPage(interaction.uid, {}) : signInPage(interaction.uid))
    }
    if (
      interaction.prompt.name === 'consent' &&
      interaction.params.client_id === embeddedClientId
    ) {
      // The app is ours: its access to the account is what the account is for, so consent is
      // granted without asking. A third-party client would get a consent page here instead.
      return finish(request, reply, { consent: { grantId: await grantAll(provider, interaction) } })
    }
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'This client is not allowed',
    })
  })

  app.post(`${base}/login`, { schema: schemas.login }, async (request, reply) => {
    const interaction = await current(request, reply)
    if (interaction === undefined) return sendPage(reply, expiredPage, 400)
    const body = formBody(request)
    const uid = interaction.uid
    const parsed = loginRequestSchema.safeParse(body)
    if (!parsed.success) {
      return sendPage(reply, signInPage(uid, body.email, error(invalidCredentialsMessage)), 400)
    }
    const { email } = parsed.data
    const result = await signIn(request, reply, parsed.data)
    if (!result.ok && result.status === 429) {
      return sendLimitedPage(
        reply,
        signInPage(uid, email, error(result.message)),
        result.retryAfter,
      )
    }
    if (!result.ok && result.status === 403) {
      // Unverified: the mail was just sent again. The app reads this answer from its callback
      // URL and shows "Activation email sent" (app.md section 8), as with hosted providers.
      return finish(request, reply, { error: 'access_denied', error_description: result.message })
    }
    if (!result.ok)
      return sendPage(reply, signInPage(uid, email, error(result.message)), result.status)
    return finish(request, reply, { login: { accountId: result.user.uuid } })
  })

  app.get(`${base}/signup`, { schema: schemas.signupPage }, async (request, reply) => {
    const interaction = await current(request, reply)
    if (interaction === undefined) return sendPage(reply, expiredPage, 400)
    return sendPage(reply, signUpPage(interaction.uid, {}))
  })

  app.post(`${base}/signup`, { schema: schemas.signup }, async (request, reply) => {
    const interaction = await current(request, reply)
    if (interaction === undefined) return sendPage(reply, expiredPage, 400)
    const body = formBody(request)
    const uid = interaction.uid
    const parsed = signupRequestSchema.safeParse({ ...body, newsletter: body.newsletter === 'on' })
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Check the form'
      return sendPage(reply, signUpPage(uid, body, error(message)), 400)
    }
    const wait = await limiter.take('signup', request.ip, parsed.data.email)
    if (wait > 0) {
      return sendLimitedPage(
        reply,
        signUpPage(uid, body, error(tooManyAttemptsMessage(wait))),
        wait,
      )
    }
    const user = await accounts.signUp(parsed.data)
    if (user === undefined) {
      const taken = error('An account with this email already exists')
      return sendPage(reply, signUpPage(uid, body, taken), 409)
    }
    const checkMail = `We sent a link to ${user.email}. Open it to activate your account, then sign in.`
    return sendPage(
      reply,
      page('Check your mail', paragraph(checkMail) + links([[signInPath(uid), 'Sign in']])),
      201,
    )
  })
}

async function grantAll(provider: Provider, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt
  const accountId = interaction.session?.accountId
  const grant =
    (interaction.grantId === undefined
      ? undefined
      : await provider.Grant.find(interaction.grantId)) ??
    new provider.Grant({ accountId, clientId: String(interaction.params.client_id) })
  const scopes = details.missingOIDCScope
  if (Array.isArray(scopes)) grant.addOIDCScope(scopes.join(' '))
  const claims = details.missingOIDCClaims
  if (Array.isArray(claims)) grant.addOIDCClaims(claims as string[])
  const resourceScopes = details.missingResourceScopes
  if (typeof resourceScopes === 'object' && resourceScopes !== null) {
    for (const [indicator, list] of Object.entries(resourceScopes as Record<string, string[]>)) {
      grant.addResourceScope(indicator, list.join(' '))
    }
  }
  return grant.save()
}

const error = (text: string): Notice => ({ kind: 'error', text })
const signInPath = (uid: string) => `${issuerPath}/interaction/${uid}`

function signInPage(uid: string, email = '', notice?: Notice): string {
  const fields =
    field({ name: 'email', label: 'Email', type: 'email', value: email, autocomplete: 'email' }) +
    field({
      name: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: 'current-password',
    })
  return page(
    'Sign in',
    form(`${signInPath(uid)}/login`, fields, 'Sign in') +
      links([
        [`${signInPath(uid)}/signup`, 'Create an account'],
        [passwordResetPath, 'Forgot your password?'],
      ]),
    notice,
  )
}

function signUpPage(uid: string, values: Record<string, string>, notice?: Notice): string {
  const checked = values.newsletter === 'on' ? ' checked' : ''
  const fields =
    field({
      name: 'firstName',
      label: 'First name',
      type: 'text',
      value: values.firstName ?? '',
      autocomplete: 'given-name',
    }) +
    field({
      name: 'lastName',
      label: 'Last name',
      type: 'text',
      value: values.lastName ?? '',
      autocomplete: 'family-name',
    }) +
    field({
      name: 'email',
      label: 'Email',
      type: 'email',
      value: values.email ?? '',
      autocomplete: 'email',
    }) +
    field({
      name: 'password',
      label: 'Password (at least 10 characters)',
      type: 'password',
      autocomplete: 'new-password',
    }) +
    `<label class="checkbox"><input type="checkbox" name="newsletter"${checked}>Send me the newsletter</label>`
  return page(
    'Create your account',
    form(`${signInPath(uid)}/signup`, fields, 'Create account') +
      links([[signInPath(uid), 'I already have an account']]),
    notice,
  )
}
