import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchOnboardingSurvey, needsOnboarding } from './onboardingSurvey'

const answered = {
  id: '9f0d1c9e-7a52-4a8e-9d1e-3f1f4a2b6c7d',
  surveyType: 'onboardingSurvey',
  answers: { role: 'analyst', experience: 'some', interests: ['derivatives'], heardFrom: 'friend' },
  createdAt: 1_700_000_000_000,
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => Response.json(body, { status })),
  )
}

describe('the onboarding survey (GET /surveys/customer/onboarding)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads "no survey yet" (null) and sends the user to the survey', async () => {
    answer(200, null)
    expect(await fetchOnboardingSurvey()).toBeNull()
    expect(await needsOnboarding()).toBe(true)
  })

  it('reads an answered survey and lets the user go where they were going', async () => {
    answer(200, answered)
    expect(await fetchOnboardingSurvey()).toEqual(answered)
    expect(await needsOnboarding()).toBe(false)
  })

  it('does not hold anyone on the survey when the answer is unknown', async () => {
    answer(500, { status: 500, error: 'Internal Server Error', message: 'Boom' })
    expect(await needsOnboarding()).toBe(false)
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await needsOnboarding()).toBe(false)
  })
})
