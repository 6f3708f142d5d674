import { afterEach, describe, expect, it } from 'vitest'
import {
  onboardingSurveyAnswerSchema,
  onboardingSurveyForm,
  surveyResponseSchema,
} from '@/core/api/surveys'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'
const form = 'application/x-www-form-urlencoded'

const onboarding = onboardingSurveyForm({
  role: 'portfolio_manager',
  experience: 'experienced',
  interests: ['market_cycles', 'defi'],
  heardFrom: 'newsletter',
})

describe('survey API', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const build = async () => (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))

  const add = (t: TestApp, cookie: string | undefined, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/surveys/add',
      headers: { origin, 'content-type': form, ...(cookie === undefined ? {} : { cookie }) },
      payload: new URLSearchParams(fields).toString(),
    })
  const get = (t: TestApp, url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie === undefined ? {} : { cookie } })

  it('stores a form-encoded onboarding survey; the onboarding check turns from null to it', async () => {
    const t = await build()
    const { cookie } = await signedInUser(t, 'pm@fund.example', origin)

    // Not answered yet is an answer too ("no survey yet"), not an error.
    const before = await get(t, '/surveys/customer/onboarding', cookie)
    expect(before.statusCode).toBe(200)
    expect(before.headers['cache-control']).toBe('private, no-store')
    expect(onboardingSurveyAnswerSchema.parse(before.json())).toBeNull()

    const added = await add(t, cookie, onboarding)
    expect(added.statusCode).toBe(201)
    const stored = surveyResponseSchema.parse(added.json())
    expect(stored).toMatchObject({
      surveyType: 'onboardingSurvey',
      answers: {
        role: 'portfolio_manager',
        experience: 'experienced',
        interests: ['market_cycles', 'defi'],
        heardFrom: 'newsletter',
      },
    })

    const after = await get(t, '/surveys/customer/onboarding', cookie)
    expect(after.statusCode).toBe(200)
    expect(after.headers['cache-control']).toBe('private, no-store')
    expect(after.json()).toEqual(stored)
    expect(onboardingSurveyAnswerSchema.parse(after.json())).toEqual(stored)

    const cancel = await add(t, cookie, {
      surveyType: 'cancellationSurveyV2',
      reason: 'too_expensive',
      comment: 'Budget cut',
    })
    expect(cancel.statusCode).toBe(201)
    const list = await get(t, '/surveys/customer', cookie)
    expect(list.statusCode).toBe(200)
    expect(list.json<{ data: { surveyType: string }[] }>().data.map((r) => r.surveyType)).toEqual(
      expect.arrayContaining(['onboardingSurvey', 'cancellationSurveyV2']),
    )
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(2)
  })

  it('answers 400 with the message of each invalid answer', async () => {
    const t = await build()
    const { cookie } = await signedInUser(t, 'ann@fund.example', origin)
    const res = await add(t, cookie, { ...onboarding, role: '', interests: 'defi,astrology' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'Please answer the highlighted questions',
      fieldErrors: { role: 'Field is required', interests: 'Choose one of the options' },
    })
    const unknownType = await add(t, cookie, { surveyType: 'exitPoll' })
    expect(unknownType.statusCode).toBe(400)
    expect(unknownType.json()).toMatchObject({ fieldErrors: { surveyType: 'Unknown survey type' } })
    expect((await get(t, '/surveys/customer', cookie)).json()).toEqual({ data: [] })
  })

  it('needs a session for every call', async () => {
    const t = await build()
    expect((await add(t, undefined, onboarding)).statusCode).toBe(401)
    expect((await get(t, '/surveys/customer')).statusCode).toBe(401)
    expect((await get(t, '/surveys/customer/onboarding')).statusCode).toBe(401)
  })

  it('refuses a cross-site post that carries the session cookie', async () => {
    const t = await build()
    const { cookie } = await signedInUser(t, 'eve@fund.example', origin)
    const res = await t.app.inject({
      method: 'POST',
      url: '/surveys/add',
      headers: { origin: 'https://evil.example', 'content-type': form, cookie },
      payload: new URLSearchParams(onboarding).toString(),
    })
    expect(res.statusCode).toBe(403)
    expect((await get(t, '/surveys/customer', cookie)).json()).toEqual({ data: [] })
  })

  it("never returns another user's responses", async () => {
    const t = await build()
    const ada = await signedInUser(t, 'ada@fund.example', origin)
    const bob = await signedInUser(t, 'bob@fund.example', origin)
    expect((await add(t, ada.cookie, onboarding)).statusCode).toBe(201)
    expect((await get(t, '/surveys/customer', bob.cookie)).json()).toEqual({ data: [] })
    expect((await get(t, '/surveys/customer/onboarding', bob.cookie)).json()).toBeNull()
    expect((await get(t, '/surveys/customer', ada.cookie)).json()).toMatchObject({
      data: [{ surveyType: 'onboardingSurvey' }],
    })
  })

  it('keeps form bodies to the survey routes and bounds their size', async () => {
    const t = await build()
    const { cookie } = await signedInUser(t, 'max@fund.example', origin)
    const big = await add(t, cookie, { ...onboarding, comment: 'x'.repeat(20_000) })
    expect(big.statusCode).toBe(413)
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: '/v1/user/info',
      headers: { origin, 'content-type': form, cookie },
      payload: 'firstName=Max',
    })
    expect(elsewhere.statusCode).toBe(415)
  })
})
