import type { FastifyInstance } from 'fastify'
import type { RateLimit } from '@/core/metricAccess'
import {
  demoFormFieldErrors,
  demoFormMessages,
  demoFormSubmissionSchema,
  onboardingPlaceholder,
} from '@/core/demoForm'
import { addressSubject } from '../auth/clientAddress'
import { errorBody, tooManyRequests } from '../http/httpError'
import { assertSameOrigin } from '../http/originCheck'
import type { EnterpriseFormRepository } from '../repositories/enterpriseFormRepository'
import {
  counterKey,
  type RateLimitCountersRepository,
} from '../repositories/rateLimitCountersRepository'
import type { SurveyResponsesRepository } from '../repositories/surveyResponsesRepository'
import { contentRouteSchemas as schemas } from '../routeSchemas/contentSchemas'

/** Enough for a person correcting a form a few times; a script filling the table gets 429. */
export const enterpriseFormRateLimit: RateLimit = { requests: 5, windowSeconds: 600 }

export const invalidFormMessage = 'Please correct the highlighted fields'

export interface EnterpriseFormRoutesOptions {
  submissions: EnterpriseFormRepository
  /** Counted in the database, so the limit holds across instances. */
  counters: RateLimitCountersRepository
  /** Whose onboarding answers may stand in for use case and trading strategy. */
  surveys: SurveyResponsesRepository
  publicOrigin: string | undefined
  clock: () => number
}

const coverableFields = ['useCase', 'tradingStrategy'] as const

/**
 * POST /v1/forms/enterprise: the Schedule Demo Form (app.md section 7, "Enterprise form
 * submission"). The body is validated with the same schema as the browser; a 400 carries the
 * message of each invalid field in `fieldErrors`.
 */
export async function enterpriseFormRoutes(
  app: FastifyInstance,
  { submissions, counters, surveys, publicOrigin, clock }: EnterpriseFormRoutesOptions,
): Promise<void> {
  const windowMs = enterpriseFormRateLimit.windowSeconds * 1000

  app.post('/v1/forms/enterprise', { schema: schemas.enterpriseForm }, async (request, reply) => {
    assertSameOrigin(request, publicOrigin)
    // Every attempt counts, invalid ones too, so probing the validator is limited as well.
    const now = clock()
    const key = counterKey('enterpriseForm:address', addressSubject(request.ip))
    const hit = await counters.hit(key, windowMs, now)
    if (hit.hits > enterpriseFormRateLimit.requests) {
      throw tooManyRequests((hit.windowEnd - now) / 1000)
    }

    const parsed = demoFormSubmissionSchema.safeParse(request.body)
    if (!parsed.success) {
      const fieldErrors = demoFormFieldErrors(parsed.error)
      return reply.code(400).send({ ...errorBody(400, invalidFormMessage), fieldErrors })
    }
    // The placeholder says "see the onboarding answers": only a signed-in user who has them may
    // send it (app.md section 5), else the sales team would get neither.
    const covered = coverableFields.filter((field) => parsed.data[field] === onboardingPlaceholder)
    const user = request.user
    if (
      covered.length > 0 &&
      (user === null || (await surveys.latestOfType(user.uuid, 'onboardingSurvey')) === undefined)
    ) {
      const fieldErrors = Object.fromEntries(
        covered.map((field) => [field, demoFormMessages.required]),
      )
      return reply.code(400).send({ ...errorBody(400, invalidFormMessage), fieldErrors })
    }
    const { id } = await submissions.create(parsed.data)
    return reply.code(201).send({ id })
  })
}
