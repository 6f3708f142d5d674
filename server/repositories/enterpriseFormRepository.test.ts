import { beforeAll, expect, it } from 'vitest'
import { demoFormSubmissionSchema, onboardingPlaceholder } from '@/core/demoForm'
import { migrateToLatest } from '../db/migrate'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createEnterpriseFormRepository } from './enterpriseFormRepository'

const submission = demoFormSubmissionSchema.parse({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@fund.example',
  jobTitle: 'Head of Research',
  phone: '+442079460958',
  companyType: 'fund',
  useCase: ['risk_management'],
  tradingStrategy: ['trend_following'],
  companyAum: '10M-50M',
  timeline: 'asap',
  receiveComms: true,
  terms: true,
  userPlan: 'guest',
  isGuest: true,
  referrer: 'pricing',
})

describeEachDatabase('enterprise form repository', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })

  it('stores submissions and lists the latest first, exactly as submitted', async () => {
    let now = 1_700_000_000_000
    const repo = createEnterpriseFormRepository(target.open().db, { clock: () => now })
    const first = await repo.create(submission)
    now += 1000
    const member = {
      ...submission,
      email: 'ada@fund.example',
      isGuest: false,
      userPlan: 'advanced' as const,
      useCase: onboardingPlaceholder as typeof onboardingPlaceholder,
    }
    const second = await repo.create(member)
    expect(first.id).not.toBe(second.id)

    const listed = await repo.listRecent(10)
    expect(listed).toEqual([
      { id: second.id, createdAt: now, isGuest: false, submission: member },
      { id: first.id, createdAt: now - 1000, isGuest: true, submission },
    ])
    expect(await repo.listRecent(1)).toHaveLength(1)
  })
})
