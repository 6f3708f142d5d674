import { beforeAll, expect, it } from 'vitest'
import type { SurveySubmission } from '@/core/api/surveys'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createSurveyResponsesRepository } from './surveyResponsesRepository'
import { createUsersRepository } from './usersRepository'

const onboarding: SurveySubmission = {
  surveyType: 'onboardingSurvey',
  role: 'trader',
  experience: 'expert',
  interests: ['derivatives', 'exchange_flows'],
  heardFrom: 'social',
}
const cancellation: SurveySubmission = {
  surveyType: 'cancellationSurveyV2',
  reason: 'not_using',
  comment: 'Back next cycle',
}

describeEachDatabase('survey responses repository', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  it("keeps each user's responses apart, newest first, and goes with the account", async () => {
    const { db } = target.open()
    const users = createUsersRepository(db)
    const newUser = async (email: string) => {
      const user = await users.create({
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        passwordHash: 'not-a-real-hash',
        newsletter: false,
        referral: null,
      })
      if (user === undefined) throw new Error('user not created')
      return user.uuid
    }
    const ada = await newUser('ada@survey.example')
    const bob = await newUser('bob@survey.example')
    let now = 1_700_000_000_000
    const repo = createSurveyResponsesRepository(db, { clock: () => now })

    expect(await repo.latestOfType(ada, 'onboardingSurvey')).toBeUndefined()
    const first = await repo.add(ada, onboarding)
    now += 1000
    const second = await repo.add(ada, cancellation)
    await repo.add(bob, { ...onboarding, role: 'student' })

    const { surveyType: _onboardingType, ...onboardingAnswers } = onboarding
    expect(first).toEqual({
      id: expect.any(String),
      surveyType: 'onboardingSurvey',
      answers: onboardingAnswers,
      createdAt: now - 1000,
    })
    expect(await repo.listByUser(ada)).toEqual([second, first])
    expect(await repo.latestOfType(ada, 'onboardingSurvey')).toEqual(first)
    expect(await repo.latestOfType(ada, 'cancellationSurveyV2')).toEqual(second)
    expect((await repo.listByUser(bob)).map((r) => r.answers)).toEqual([
      { ...onboardingAnswers, role: 'student' },
    ])

    await users.delete(ada)
    expect(await repo.listByUser(ada)).toEqual([])
    expect(await repo.listByUser(bob)).toHaveLength(1)
  })
})
