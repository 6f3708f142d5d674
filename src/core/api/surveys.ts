import { z } from 'zod'
import { choice, formMessages as m, optionalText } from '../formFields'
import { optionValues } from '../demoFormOptions'
import {
  cancellationReasonOptions,
  experienceOptions,
  heardFromOptions,
  interestOptions,
  roleOptions,
} from '../surveyOptions'

/*
 * The survey calls of app.md section 7: POST /surveys/add (form-encoded, with surveyType),
 * GET /surveys/customer and GET /surveys/customer/onboarding. One schema serves the browser and
 * the server. Form bodies carry strings only, so a multi-select travels comma-separated.
 */

export const surveyTypes = ['onboardingSurvey', 'cancellationSurveyV2'] as const
export type SurveyType = (typeof surveyTypes)[number]

const listSeparator = ','

/** Comma-separated in a form, an array everywhere else; at least one known choice. */
function multiChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (input) =>
      typeof input === 'string'
        ? input
            .split(listSeparator)
            .map((value) => value.trim())
            .filter((value) => value !== '')
        : input,
    z.array(choice(values), { error: m.required }).min(1, m.required).max(values.length),
  )
}

export const onboardingAnswersSchema = z.object({
  role: choice(optionValues(roleOptions)),
  experience: choice(optionValues(experienceOptions)),
  interests: multiChoice(optionValues(interestOptions)),
  heardFrom: choice(optionValues(heardFromOptions)),
})
export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>

export const cancellationAnswersSchema = z.object({
  reason: choice(optionValues(cancellationReasonOptions)),
  comment: optionalText(2000),
})
export type CancellationAnswers = z.infer<typeof cancellationAnswersSchema>

/** The body of POST /surveys/add: the survey type and that survey's answers. */
export const surveySubmissionSchema = z.discriminatedUnion(
  'surveyType',
  [
    onboardingAnswersSchema.extend({ surveyType: z.literal('onboardingSurvey') }),
    cancellationAnswersSchema.extend({ surveyType: z.literal('cancellationSurveyV2') }),
  ],
  { error: 'Unknown survey type' },
)
export type SurveySubmission = z.infer<typeof surveySubmissionSchema>

export const onboardingResponseSchema = z.object({
  id: z.string(),
  surveyType: z.literal('onboardingSurvey'),
  answers: onboardingAnswersSchema,
  createdAt: z.number(),
})
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>

/** A stored response, as GET /surveys/customer lists it. */
export const surveyResponseSchema = z.discriminatedUnion('surveyType', [
  onboardingResponseSchema,
  z.object({
    id: z.string(),
    surveyType: z.literal('cancellationSurveyV2'),
    answers: cancellationAnswersSchema,
    createdAt: z.number(),
  }),
])
export type SurveyResponse = z.infer<typeof surveyResponseSchema>

/**
 * GET /surveys/customer/onboarding: the user's newest onboarding response, or null while the
 * user has not answered the survey (then the auth callback sends them to /onboarding).
 */
export const onboardingSurveyAnswerSchema = onboardingResponseSchema.nullable()

export const surveyResponseListSchema = z.object({ data: z.array(surveyResponseSchema) })

/** The form fields POST /surveys/add expects for an onboarding survey. */
export function onboardingSurveyForm(answers: OnboardingAnswers): Record<string, string> {
  return {
    surveyType: 'onboardingSurvey',
    role: answers.role,
    experience: answers.experience,
    interests: answers.interests.join(listSeparator),
    heardFrom: answers.heardFrom,
  }
}

/** The form fields POST /surveys/add expects for a cancellation survey. */
export function cancellationSurveyForm(answers: CancellationAnswers): Record<string, string> {
  return {
    surveyType: 'cancellationSurveyV2',
    reason: answers.reason,
    ...(answers.comment === undefined ? {} : { comment: answers.comment }),
  }
}
