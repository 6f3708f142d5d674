import type { FastifySchema } from 'fastify'
import { z } from 'zod'
import {
  cancelSubscriptionResponseSchema,
  billingInfoSchema,
  checkoutEventSchema,
  invoiceListSchema,
  sandboxCheckoutRequestSchema,
} from '@/core/api/payments'
import { errors, htmlPage, media } from '../openapi/responses'

const pageAnswers = {
  200: htmlPage('The page'),
  303: z.null().describe('On to the next step'),
  400: htmlPage('The page again, with the problem'),
}

/** A browser page: its HTML answers, and its form's fields when it posts one. */
function page(summary: string, parts: Omit<FastifySchema, 'response'> = {}): FastifySchema {
  const form = parts.body === undefined ? {} : { consumes: ['application/x-www-form-urlencoded'] }
  return { summary, ...form, ...parts, response: pageAnswers }
}

const interactionParams = z.object({ uid: z.string().min(1).max(100) })
const credentials = z.object({ email: z.string(), password: z.string() })

/**
 * The built-in identity provider's own pages (server/oidc): sign-in, sign-up and password reset
 * forms, which the OpenID Connect flow opens. Its protocol endpoints under /oidc are its own
 * (the discovery document at /oidc/.well-known/openid-configuration) and are not listed here.
 */
export const identityPageSchemas = {
  interaction: page('The sign-in or consent step of a sign-in', { params: interactionParams }),
  login: page('Sign in with email and password', { params: interactionParams, body: credentials }),
  signupPage: page('The sign-up form', { params: interactionParams }),
  signup: page('Create an account and continue the sign-in', {
    params: interactionParams,
    body: credentials.extend({ firstName: z.string(), lastName: z.string() }),
  }),
  resetPage: page('Ask for a password reset mail'),
  reset: page('Send the reset mail', { body: z.object({ email: z.string() }) }),
  newPasswordPage: page("The reset mail's form", {
    querystring: z.object({ token: z.string().max(100) }),
  }),
  newPassword: page('Set the new password', {
    body: z.object({ token: z.string(), password: z.string() }),
  }),
  logoutScript: {
    summary: "Submits the provider's logout form",
    response: { 200: media('text/javascript', 'The script') },
  },
  themeScript: {
    summary: "Gives the provider's pages the dark mode chosen in the app",
    response: { 200: media('text/javascript', 'The script') },
  },
  stylesheet: {
    summary: "The provider pages' stylesheet",
    response: { 200: media('text/css', 'The stylesheet') },
  },
}

/** Billing and the sandbox checkout (docs/api.md, "Payments"). */
export const paymentRouteSchemas = {
  billingInfo: {
    summary: "The user's plan, subscription and payment method",
    response: { 200: billingInfoSchema, ...errors(401) },
  },
  invoices: {
    summary: "The user's transactions, newest first",
    response: { 200: invoiceListSchema, ...errors(401) },
  },
  cancel: {
    summary: 'Cancel the active subscription at the end of its period',
    response: { 200: cancelSubscriptionResponseSchema, ...errors(401, 404, 502) },
  },
  paddleWebhook: {
    summary: "Paddle's signed notifications (the raw body is verified)",
    headers: z.object({ 'paddle-signature': z.string() }),
    body: z.looseObject({ event_id: z.string(), event_type: z.string() }),
    response: {
      200: z.object({
        ok: z.literal(true),
        outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored', 'unhandled']),
      }),
      ...errors(400, 401),
    },
  },
  sandboxPage: page('The sandbox checkout (without a Paddle client token)', {
    querystring: z.object({
      priceId: z.string().min(1).max(100),
      trial: z.enum(['0', '1']).optional(),
    }),
  }),
  sandboxScript: {
    summary: "The sandbox checkout's script",
    response: { 200: media('text/javascript', 'The script') },
  },
  sandboxStyle: {
    summary: "The sandbox checkout's stylesheet",
    response: { 200: media('text/css', 'The stylesheet') },
  },
  sandboxCheckout: {
    summary: 'Pay with a test card in the sandbox; answers checkout.completed',
    body: sandboxCheckoutRequestSchema,
    response: { 200: checkoutEventSchema, ...errors(400, 401, 402, 404, 409) },
  },
}
