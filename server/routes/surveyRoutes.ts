import type { FastifyInstance } from 'fastify'
import { surveySubmissionSchema } from '@/core/api/surveys'
import { demoFormFieldErrors } from '@/core/demoForm'
import { requireUser } from '../auth/sessions'
import { errorBody } from '../http/httpError'
import type { SurveyResponsesRepository } from '../repositories/surveyResponsesRepository'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

export interface SurveyRoutesOptions {
  responses: SurveyResponsesRepository
}

export const invalidSurveyMessage = 'Please answer the highlighted questions'

/** A survey is a few short answers; anything bigger is not one. */
const surveyBodyLimitBytes = 16 * 1024

/**
 * The survey API of app.md section 7 (docs/api.md, "Surveys"). Every call needs a session; the
 * session hook already refuses a cookie-carrying POST from another site (auth/crossSite.ts).
 */
export async function surveyRoutes(app: FastifyInstance, { responses }: SurveyRoutesOptions) {
  // The surveys post form-encoded bodies. Node's URLSearchParams reads them; the parser is scoped
  // to this plugin, so the rest of the API keeps accepting JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: surveyBodyLimitBytes },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  const addRoute = { bodyLimit: surveyBodyLimitBytes, schema: schemas.addSurvey }
  app.post('/surveys/add', addRoute, async (request, reply) => {
    const user = requireUser(request)
    const parsed = surveySubmissionSchema.safeParse(request.body)
    if (!parsed.success) {
      const fieldErrors = demoFormFieldErrors(parsed.error)
      return reply.code(400).send({ ...errorBody(400, invalidSurveyMessage), fieldErrors })
    }
    return reply.code(201).send(await responses.add(user.uuid, parsed.data))
  })

  app.get('/surveys/customer', { schema: schemas.surveys }, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    return { data: await responses.listByUser(user.uuid) }
  })

  const onboardingSurveyRoute = { schema: schemas.onboardingSurvey }
  app.get('/surveys/customer/onboarding', onboardingSurveyRoute, async (request, reply) => {
    const user = requireUser(request)
    void reply.header('cache-control', 'private, no-store')
    const response = await responses.latestOfType(user.uuid, 'onboardingSurvey')
    // Not answered yet is a state, not an error: null, and the auth callback sends the user to
    // /onboarding (app.md section 4).
    return reply.send(response ?? null)
  })
}
