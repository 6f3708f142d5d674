import { describe, expect, it } from 'vitest'
import { analyticsEventSchema, analyticsEvents, userTraitsSchema } from './analytics'

const traits = {
  cmsFeatures: ['ai-chat'],
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  loadTime: 812,
  plan: 'advanced',
  status: 'authenticated',
  trial: true,
  trialAvailable: false,
  trialExpiry: '2024-02-14T00:00:00.000Z',
  uuid: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
}

describe('userTraitsSchema', () => {
  it('accepts a complete set of traits', () => {
    expect(userTraitsSchema.parse(traits)).toEqual(traits)
    expect(userTraitsSchema.safeParse({ ...traits, trialExpiry: null }).success).toBe(true)
  })

  it('rejects an unknown plan, status or a negative load time', () => {
    expect(userTraitsSchema.safeParse({ ...traits, plan: 'gold' }).success).toBe(false)
    expect(userTraitsSchema.safeParse({ ...traits, status: 'pending' }).success).toBe(false)
    expect(userTraitsSchema.safeParse({ ...traits, loadTime: -1 }).success).toBe(false)
  })
})

describe('analytics events', () => {
  it('are unique snake_case names', () => {
    expect(new Set(analyticsEvents).size).toBe(analyticsEvents.length)
    for (const name of analyticsEvents) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/)
    expect(analyticsEventSchema.safeParse('chart_view').success).toBe(true)
    expect(analyticsEventSchema.safeParse('ChartView').success).toBe(false)
  })
})
