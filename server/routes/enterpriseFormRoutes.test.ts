import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { demoFormMessages, onboardingPlaceholder } from '@/core/demoForm'
import { createEnterpriseFormRepository } from '../repositories/enterpriseFormRepository'
import { createSurveyResponsesRepository } from '../repositories/surveyResponsesRepository'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { windowAlignedClock } from '../testing/windowAlignedClock'
import { enterpriseFormRateLimit, invalidFormMessage } from './enterpriseFormRoutes'

const url = '/v1/forms/enterprise'
const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@fund.example',
  jobTitle: 'Head of Research',
  phone: '+44 20 7946 0958',
  linkedIn: '@grace',
  companyType: 'fund',
  useCase: ['risk_management'],
  tradingStrategy: ['trend_following'],
  companyAum: '10M-50M',
  timeline: 'asap',
  receiveComms: false,
  terms: true,
  userPlan: 'guest',
  isGuest: true,
  referrer: 'pricing',
}

describe('POST /v1/forms/enterprise', () => {
  let test: TestApp
  // Each test posts from its own address so the per-address limit never couples tests.
  let address = 0
  const post = (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: body as Record<string, unknown>,
      headers,
      remoteAddress: remoteAddress ?? `10.0.0.${++address}`,
    })

  beforeAll(async () => {
    test = await buildTestApp(
      { PUBLIC_ORIGIN: 'https://studio.example.com' },
      { clock: windowAlignedClock() },
    )
  })
  afterAll(() => test.close())

  it('stores a valid submission and answers 201 with its id', async () => {
    const res = await post(valid)
    expect(res.statusCode).toBe(201)
    const { id } = res.json<{ id: string }>()
    const stored = await createEnterpriseFormRepository(test.database.db).listRecent(10)
    expect(stored.find((s) => s.id === id)?.submission).toEqual(valid)
  })

  it.each([
    ['firstName', '', demoFormMessages.required],
    ['lastName', ' ', demoFormMessages.required],
    ['email', 'grace@', demoFormMessages.email],
    ['jobTitle', '', demoFormMessages.required],
    ['phone', '0044123456', demoFormMessages.phone],
    ['linkedIn', 'https://example.com/grace', demoFormMessages.linkedIn],
    ['companyType', '', demoFormMessages.required],
    ['useCase', [], demoFormMessages.required],
    ['tradingStrategy', [], demoFormMessages.required],
    ['companyAum', '', demoFormMessages.required],
    ['timeline', 'someday', demoFormMessages.unknownOption],
    ['terms', false, demoFormMessages.required],
  ])('answers 400 with the error of an invalid %s', async (field, value, message) => {
    const res = await post({ ...valid, [field]: value })
    expect(res.statusCode).toBe(400)
    // The shared error shape, extended with per-field messages.
    expect(apiErrorSchema.strict().parse(res.json())).toEqual({
      status: 400,
      error: 'Bad Request',
      message: invalidFormMessage,
      fieldErrors: { [field]: message },
    })
  })

  it('takes the onboarding placeholder only from a signed-in user who answered the survey', async () => {
    const origin = 'https://studio.example.com'
    const covered = {
      ...valid,
      useCase: onboardingPlaceholder,
      tradingStrategy: onboardingPlaceholder,
      isGuest: false,
      userPlan: 'standard',
    }
    const refusal = {
      status: 400,
      error: 'Bad Request',
      message: invalidFormMessage,
      fieldErrors: {
        useCase: demoFormMessages.required,
        tradingStrategy: demoFormMessages.required,
      },
    }
    // A guest, and a user who never answered the survey, have no answers it could stand for.
    expect((await post(covered)).json()).toEqual(refusal)
    const ada = await signedInUser(test, 'ada@fund.example', origin)
    const unanswered = await post(covered, { cookie: ada.cookie, origin })
    expect(unanswered.statusCode).toBe(400)
    expect(unanswered.json()).toEqual(refusal)

    await createSurveyResponsesRepository(test.database.db).add(ada.uuid, {
      surveyType: 'onboardingSurvey',
      role: 'analyst',
      experience: 'some',
      interests: ['derivatives'],
      heardFrom: 'friend',
    })
    expect((await post(covered, { cookie: ada.cookie, origin })).statusCode).toBe(201)
  })

  it('names every missing field of an empty body', async () => {
    const res = await post({})
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['firstName', 'email', 'phone', 'useCase', 'terms', 'isGuest']),
    )
  })

  it('refuses a foreign Origin with 403 and stores nothing', async () => {
    const before = (await createEnterpriseFormRepository(test.database.db).listRecent(100)).length
    const res = await post(valid, { origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: 403, error: 'Forbidden' })
    expect(await createEnterpriseFormRepository(test.database.db).listRecent(100)).toHaveLength(
      before,
    )
  })

  it('accepts the public origin and the origin of the Host it was sent to', async () => {
    expect((await post(valid, { origin: 'https://studio.example.com' })).statusCode).toBe(201)
    const sameHost = { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' }
    expect((await post(valid, sameHost)).statusCode).toBe(201)
  })

  it('limits submissions per client address with 429 and Retry-After', async () => {
    const from = '10.9.9.9'
    for (let i = 0; i < enterpriseFormRateLimit.requests; i++) {
      expect((await post(valid, {}, from)).statusCode).toBe(201)
    }
    const limited = await post(valid, {}, from)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await post(valid, {}, '10.9.9.10')).statusCode).toBe(201)
  })
})
