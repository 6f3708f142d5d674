import { z } from 'zod'
import {
  apiKeyResponseSchema,
  apiKeyStatusSchema,
  loginRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  updateUserInfoSchema,
  userInfoAnswerSchema,
  userInfoSchema,
} from '@/core/api/user'
import { userNotificationListSchema } from '@/core/api/notifications'
import { errors, okSchema } from '../openapi/responses'

/** The account routes (docs/api.md, "User"): server/routes/userRoutes.ts, userLinkRoutes.ts. */
export const userRouteSchemas = {
  signup: {
    summary: 'Create an account; a verification mail is sent',
    body: signupRequestSchema,
    response: { 201: signupResponseSchema, ...errors(400, 409, 429) },
  },
  verify: {
    summary: "Confirm an email address with the mail's token",
    description:
      'With `Accept: application/json` the answer is JSON; a browser is redirected (303) to the ' +
      'login page with `?verified=1` or `0`.',
    querystring: z.object({ token: z.string().min(1).max(100) }),
    response: { 200: z.object({ verified: z.literal(true) }), 303: z.null(), ...errors(400) },
  },
  login: {
    summary: 'Sign in with email and password; sets the session cookie',
    body: loginRequestSchema,
    response: { 200: userInfoSchema, ...errors(400, 401, 403, 429) },
  },
  logout: {
    summary: 'End the session',
    response: { 200: okSchema },
  },
  info: {
    summary: 'The signed-in user, or null for a guest',
    response: { 200: userInfoAnswerSchema, ...errors(401) },
  },
  updateInfo: {
    summary: "Change the user's names",
    body: updateUserInfoSchema,
    response: { 200: userInfoSchema, ...errors(400, 401) },
  },
  deleteAccount: {
    summary: 'Delete the account, its documents and its subscriptions',
    response: { 200: okSchema, ...errors(401) },
  },
  notifications: {
    summary: "The user's notifications, newest first",
    response: { 200: userNotificationListSchema, ...errors(401) },
  },
  readNotifications: {
    summary: 'Mark every notification read',
    response: { 200: okSchema, ...errors(401) },
  },
  generateApiKey: {
    summary: 'Replace the API key; the new key is shown this once',
    response: { 200: apiKeyResponseSchema, ...errors(401) },
  },
  apiKey: {
    summary: 'Whether the user has an API key, and when it was made and last used',
    response: { 200: apiKeyStatusSchema, ...errors(401) },
  },
  link: {
    summary: "Trade the identity provider's access token for the session cookie",
    headers: z.object({ authorization: z.string().describe('Bearer <access token>') }),
    response: { 200: userInfoSchema, ...errors(401) },
  },
}
