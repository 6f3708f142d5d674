import { z } from 'zod'
import type { OnboardingAnswers } from './api/surveys'
import { choice, formMessages, optionalText, requiredText } from './formFields'
import { planSchema, type Plan } from './plans'
import {
  companyAumOptions,
  companyTypeOptions,
  optionValues,
  timelineOptions,
  tradingStrategyOptions,
  useCaseOptions,
  type FormOption,
} from './demoFormOptions'
import { experienceOptions, heardFromOptions, interestOptions, roleOptions } from './surveyOptions'

/** The Schedule Demo Form (app.md sections 3 and 5): one schema for the browser and the server. */
export const demoFormTitle = 'Schedule Demo Form'

export const demoFormMessages = {
  ...formMessages,
  phone: 'Must start with "+" followed by at least 8 digits',
  linkedIn: 'Please enter a LinkedIn URL or a Telegram handle beginning with @',
} as const

/** Sent instead of use case and trading strategy when the onboarding survey answered them. */
export const onboardingPlaceholder = 'Included with onboarding results'

const m = demoFormMessages

// "+" then at least 8 digits; single spaces or hyphens between digits are how people type them.
const phonePattern = /^\+\d(?:[ -]?\d){7,}$/
// A Telegram handle: @, a lowercase letter, up to 32 characters in all after the @, no trailing _.
const telegramPattern = /^@[a-z](?:[a-z0-9_]{0,30}[a-z0-9])?$/
const linkedInPattern =
  /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|company|pub|school)\/[\w%.-]+\/?$/i

export function isTelegramHandle(value: string): boolean {
  return telegramPattern.test(value)
}

export function isLinkedInUrl(value: string): boolean {
  return linkedInPattern.test(value)
}

/** A multi-select that needs one choice, or the onboarding placeholder for signed-in users. */
function selections<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.literal(onboardingPlaceholder), z.array(choice(values)).min(1, m.required)], {
    error: m.required,
  })
}

const termsInputs = z.object({ isGuest: z.boolean(), terms: z.boolean() })

export const demoFormSubmissionSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: requiredText(254).pipe(z.email(m.email)),
    jobTitle: requiredText(100),
    phone: requiredText(32).regex(phonePattern, m.phone),
    linkedIn: z
      .string()
      .trim()
      .max(200, m.tooLong)
      .refine(
        (value) => value === '' || isTelegramHandle(value) || isLinkedInUrl(value),
        m.linkedIn,
      )
      .optional(),
    companyType: choice(optionValues(companyTypeOptions)),
    useCase: selections(optionValues(useCaseOptions)),
    tradingStrategy: selections(optionValues(tradingStrategyOptions)),
    companyAum: choice(optionValues(companyAumOptions)),
    timeline: choice(optionValues(timelineOptions)),
    additionalInfo: optionalText(2000),
    /** Marketing opt-in: present only where the form was allowed to ask. */
    receiveComms: z.boolean().optional(),
    /** Always sent; a guest must accept, a signed-in user accepted at sign-up. */
    terms: z.boolean({ error: m.required }),
    affiliateCode: optionalText(64),
    onboardingAnswers: optionalText(2000),
    userPlan: planSchema,
    isGuest: z.boolean(),
    referrer: optionalText(2048),
  })
  .refine((value) => !value.isGuest || value.terms, {
    path: ['terms'],
    message: m.required,
    // Checked even when other fields are invalid, so every field error shows at once.
    when: (payload) => termsInputs.safeParse(payload.value).success,
  })

export type DemoFormSubmission = z.infer<typeof demoFormSubmissionSchema>

type Choices = 'companyType' | 'useCase' | 'tradingStrategy' | 'companyAum' | 'timeline'

/** The body the browser sends: choices are plain strings until the schema has checked them. */
export type DemoFormRequest = Omit<z.input<typeof demoFormSubmissionSchema>, Choices> & {
  companyType: string
  useCase: string[] | typeof onboardingPlaceholder
  tradingStrategy: string[] | typeof onboardingPlaceholder
  companyAum: string
  timeline: string
}

/** What the form edits; selects hold '' until chosen. */
export interface DemoFormValues {
  firstName: string
  lastName: string
  email: string
  jobTitle: string
  phone: string
  linkedIn: string
  companyType: string
  useCase: string[]
  tradingStrategy: string[]
  companyAum: string
  timeline: string
  additionalInfo: string
  receiveComms: boolean
  terms: boolean
}

export type DemoFormField = keyof DemoFormValues

/** Who fills the form in: null for a guest. */
export interface DemoFormUser {
  firstName?: string
  lastName?: string
  email?: string
  plan: Plan
  /** Already subscribed to the newsletter. */
  newsletter?: boolean
}

export interface DemoFormContext {
  user: DemoFormUser | null
  /** The signed-in user's onboarding survey answers; null (or absent) when there are none. */
  onboarding?: OnboardingAnswers | null
  /** Where the visitor came from (the `referrer` query parameter or document.referrer). */
  referrer?: string
  affiliateCode?: string
}

/** Guests start empty with terms unchecked; signed-in users get what the account knows. */
export function initialDemoFormValues({ user }: DemoFormContext): DemoFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    jobTitle: '',
    phone: '',
    linkedIn: '',
    companyType: '',
    useCase: [],
    tradingStrategy: [],
    companyAum: '',
    timeline: '',
    additionalInfo: '',
    receiveComms: false,
    terms: user !== null,
  }
}

/**
 * Whether the onboarding survey already answered use case and trading strategy (app.md section
 * 5): only for a signed-in user who has answered it, whose role and interests then reach the
 * sales team as `onboardingAnswers`. The form skips those questions and sends the placeholder;
 * anyone else (a guest, a user who skipped the survey) is asked them.
 */
export function coveredByOnboarding({ user, onboarding }: DemoFormContext): boolean {
  return user !== null && onboarding != null
}

/** The onboarding answers as the sales team reads them: labels, one line. */
export function onboardingSummary(answers: OnboardingAnswers): string {
  const label = (options: readonly FormOption[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value
  return [
    `Role: ${label(roleOptions, answers.role)}`,
    `Experience: ${label(experienceOptions, answers.experience)}`,
    `Interests: ${answers.interests.map((value) => label(interestOptions, value)).join(', ')}`,
    `Heard from: ${label(heardFromOptions, answers.heardFrom)}`,
  ].join('. ')
}

/** Marketing opt-in is asked (and sent) only from someone not already on the newsletter. */
export function marketingOptInAllowed({ user }: DemoFormContext): boolean {
  return user?.newsletter !== true
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** The request body: terms always, the opt-in only when allowed, guest flag, referrer, plan. */
export function demoFormSubmission(
  values: DemoFormValues,
  context: DemoFormContext,
): DemoFormRequest {
  const onboarding = coveredByOnboarding(context)
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    jobTitle: values.jobTitle,
    phone: values.phone,
    linkedIn: optional(values.linkedIn),
    companyType: values.companyType,
    useCase: onboarding ? onboardingPlaceholder : values.useCase,
    tradingStrategy: onboarding ? onboardingPlaceholder : values.tradingStrategy,
    companyAum: values.companyAum,
    timeline: values.timeline,
    additionalInfo: optional(values.additionalInfo),
    ...(marketingOptInAllowed(context) ? { receiveComms: values.receiveComms } : {}),
    terms: values.terms,
    affiliateCode: optional(context.affiliateCode),
    onboardingAnswers:
      onboarding && context.onboarding ? onboardingSummary(context.onboarding) : undefined,
    userPlan: context.user?.plan ?? 'guest',
    isGuest: context.user === null,
    referrer: optional(context.referrer),
  }
}

/** The first message per top-level field: what the form shows under each input. */
export function demoFormFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message
  }
  return errors
}
