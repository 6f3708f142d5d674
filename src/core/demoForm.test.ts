import { describe, expect, it } from 'vitest'
import type { OnboardingAnswers } from './api/surveys'
import {
  coveredByOnboarding,
  demoFormFieldErrors,
  demoFormSubmission,
  demoFormSubmissionSchema,
  initialDemoFormValues,
  marketingOptInAllowed,
  onboardingPlaceholder,
  type DemoFormContext,
  type DemoFormValues,
} from './demoForm'
import {
  companyAumOptions,
  companyTypeOptions,
  timelineOptions,
  tradingStrategyOptions,
  useCaseOptions,
} from './demoFormOptions'

const guest: DemoFormContext = { user: null }
const member: DemoFormContext = {
  user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@fund.example', plan: 'advanced' },
}

const answers: OnboardingAnswers = {
  role: 'portfolio_manager',
  experience: 'experienced',
  interests: ['market_cycles', 'defi'],
  heardFrom: 'newsletter',
}

const filled: DemoFormValues = {
  ...initialDemoFormValues(guest),
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@fund.example',
  jobTitle: 'Head of Research',
  phone: '+44 20 7946 0958',
  companyType: 'fund',
  useCase: ['risk_management'],
  tradingStrategy: ['trend_following', 'market_neutral'],
  companyAum: '10M-50M',
  timeline: 'asap',
  terms: true,
}

/** The field errors of the guest submission of `filled` with `changes` applied. */
function errorsWith(changes: Partial<DemoFormValues>, context = guest): Record<string, string> {
  const result = demoFormSubmissionSchema.safeParse(
    demoFormSubmission({ ...filled, ...changes }, context),
  )
  return result.success ? {} : demoFormFieldErrors(result.error)
}

describe('demo form option lists (app.md section 9)', () => {
  it('lists the AUM ranges, timelines and use cases of the spec in order', () => {
    expect(companyAumOptions.map((o) => o.value)).toEqual([
      '0-100k',
      '100k-1M',
      '1M-10M',
      '10M-50M',
      '50M-100M',
      '100M+',
    ])
    expect(timelineOptions.map((o) => o.label)).toEqual([
      'ASAP',
      'In the near future',
      'No plans to purchase yet',
    ])
    expect(useCaseOptions.map((o) => o.label)).toEqual([
      'Discretionary trading',
      'Systematic trading',
      'Risk management',
      'Research and content',
      'Competitive intelligence',
    ])
  })

  it('has 16 institution types and 19 trading strategies, each value unique', () => {
    expect(companyTypeOptions).toHaveLength(16)
    expect(tradingStrategyOptions).toHaveLength(19)
    for (const list of [companyTypeOptions, tradingStrategyOptions]) {
      expect(new Set(list.map((o) => o.value)).size).toBe(list.length)
      expect(new Set(list.map((o) => o.label)).size).toBe(list.length)
    }
  })
})

describe('demo form validation (app.md section 5)', () => {
  it('accepts a complete guest submission', () => {
    expect(errorsWith({})).toEqual({})
  })

  it.each([
    'firstName',
    'lastName',
    'jobTitle',
    'phone',
    'email',
    'companyType',
    'companyAum',
    'timeline',
  ] as const)('requires %s ("Field is required"), blank counts as empty', (field) => {
    expect(errorsWith({ [field]: '' })).toEqual({ [field]: 'Field is required' })
    expect(errorsWith({ [field]: '   ' })).toEqual({ [field]: 'Field is required' })
  })

  it('reports every missing field of an empty guest form at once', () => {
    expect(Object.keys(errorsWith(initialDemoFormValues(guest))).sort()).toEqual(
      [
        'companyAum',
        'companyType',
        'email',
        'firstName',
        'jobTitle',
        'lastName',
        'phone',
        'terms',
        'timeline',
        'tradingStrategy',
        'useCase',
      ].sort(),
    )
  })

  it('needs a valid email ("Field must be an email")', () => {
    expect(errorsWith({ email: 'grace@' })).toEqual({ email: 'Field must be an email' })
    expect(errorsWith({ email: 'not an email' })).toEqual({ email: 'Field must be an email' })
    expect(errorsWith({ email: ' grace@fund.example ' })).toEqual({})
  })

  it('needs a phone of "+" followed by at least 8 digits', () => {
    const message = 'Must start with "+" followed by at least 8 digits'
    for (const phone of ['4420794609', '+1234567', '+12 34 56', '+44 20 abc 0958', '++12345678']) {
      expect(errorsWith({ phone })).toEqual({ phone: message })
    }
    for (const phone of ['+12345678', '+442079460958', '+1 415-555-0100']) {
      expect(errorsWith({ phone })).toEqual({})
    }
  })

  it('takes an optional LinkedIn URL or Telegram handle and nothing else', () => {
    const message = 'Please enter a LinkedIn URL or a Telegram handle beginning with @'
    for (const linkedIn of [
      '',
      '@grace',
      '@g',
      `@a${'b'.repeat(31)}`,
      'https://www.linkedin.com/in/grace-hopper/',
      'linkedin.com/company/onchain-fund',
    ]) {
      expect(errorsWith({ linkedIn })).toEqual({})
    }
    for (const linkedIn of [
      'grace',
      '@Grace',
      '@1grace',
      '@grace_',
      `@a${'b'.repeat(32)}`,
      'https://example.com/in/grace',
      'https://linkedin.com/feed',
    ]) {
      expect(errorsWith({ linkedIn })).toEqual({ linkedIn: message })
    }
  })

  it('needs at least one use case and one trading strategy', () => {
    expect(errorsWith({ useCase: [], tradingStrategy: [] })).toEqual({
      useCase: 'Field is required',
      tradingStrategy: 'Field is required',
    })
    expect(errorsWith({ useCase: ['not_a_use_case'] })).toHaveProperty('useCase')
  })

  it('rejects a choice that is not on the list', () => {
    expect(errorsWith({ companyType: 'pirate' })).toEqual({
      companyType: 'Choose one of the options',
    })
  })

  it('requires a guest to accept the terms; a signed-in user accepted them at sign-up', () => {
    expect(errorsWith({ terms: false })).toEqual({ terms: 'Field is required' })
    expect(errorsWith({ terms: false }, member)).toEqual({})
  })

  it('caps free text', () => {
    expect(errorsWith({ additionalInfo: 'x'.repeat(2001) })).toEqual({ additionalInfo: 'Too long' })
  })
})

describe('demo form helpers', () => {
  it('starts a guest empty with terms unchecked', () => {
    const values = initialDemoFormValues(guest)
    expect(values).toMatchObject({ firstName: '', lastName: '', email: '', terms: false })
    expect(values.useCase).toEqual([])
  })

  it('prefills a signed-in user from the account', () => {
    expect(initialDemoFormValues(member)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@fund.example',
      terms: true,
    })
    expect(initialDemoFormValues({ user: { plan: 'standard' } })).toMatchObject({
      firstName: '',
      email: '',
    })
  })

  it('skips use case and trading strategy only where the onboarding answers cover them', () => {
    const onboarded: DemoFormContext = { ...member, onboarding: answers }
    expect(coveredByOnboarding(onboarded)).toBe(true)
    expect(coveredByOnboarding(member)).toBe(false)
    expect(coveredByOnboarding({ ...member, onboarding: null })).toBe(false)
    expect(coveredByOnboarding(guest)).toBe(false)
    // A guest cannot borrow anyone's answers.
    expect(coveredByOnboarding({ ...guest, onboarding: answers })).toBe(false)

    const body = demoFormSubmission({ ...filled, useCase: [], tradingStrategy: [] }, onboarded)
    expect(body).toMatchObject({
      useCase: onboardingPlaceholder,
      tradingStrategy: onboardingPlaceholder,
      onboardingAnswers:
        'Role: Portfolio manager. Experience: Experienced. Interests: Market cycles and ' +
        'valuation, DeFi and stablecoins. Heard from: Newsletter or research report',
    })
    expect(demoFormSubmissionSchema.safeParse(body).success).toBe(true)
    expect(demoFormSubmission(filled, guest).onboardingAnswers).toBeUndefined()
  })

  it('asks a signed-in user without onboarding answers for use case and trading strategy', () => {
    const empty = { ...filled, useCase: [], tradingStrategy: [] }
    expect(errorsWith(empty, member)).toEqual({
      useCase: 'Field is required',
      tradingStrategy: 'Field is required',
    })
    const body = demoFormSubmission(filled, member)
    expect(body).toMatchObject({ useCase: ['risk_management'], onboardingAnswers: undefined })
    expect(errorsWith({}, member)).toEqual({})
  })

  it('always sends terms, flags guests and carries the plan and referrer', () => {
    const unchecked = demoFormSubmission(
      { ...filled, terms: false },
      { ...guest, referrer: 'blog' },
    )
    expect(unchecked).toMatchObject({ terms: false, isGuest: true, userPlan: 'guest' })
    expect(unchecked.referrer).toBe('blog')
    expect(demoFormSubmission(filled, member)).toMatchObject({
      terms: true,
      isGuest: false,
      userPlan: 'advanced',
    })
  })

  it('sends the marketing opt-in only when it may be asked', () => {
    const subscribed = { user: { plan: 'standard' as const, newsletter: true } }
    expect(marketingOptInAllowed(guest)).toBe(true)
    expect(marketingOptInAllowed(member)).toBe(true)
    expect(marketingOptInAllowed(subscribed)).toBe(false)
    expect(demoFormSubmission({ ...filled, receiveComms: true }, guest).receiveComms).toBe(true)
    expect(demoFormSubmission({ ...filled, receiveComms: false }, guest)).toHaveProperty(
      'receiveComms',
      false,
    )
    expect(demoFormSubmission({ ...filled, receiveComms: true }, subscribed)).not.toHaveProperty(
      'receiveComms',
    )
  })

  it('drops blank optional text and trims required text on parse', () => {
    const body = demoFormSubmission({ ...filled, linkedIn: '  ', firstName: ' Grace ' }, guest)
    expect(body.linkedIn).toBeUndefined()
    expect(demoFormSubmissionSchema.parse(body).firstName).toBe('Grace')
  })
})
