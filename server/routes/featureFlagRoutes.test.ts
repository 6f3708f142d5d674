import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { featureFlagSchema } from '@/core/featureFlags'
import { createFeatureFlagsRepository } from '../repositories/featureFlagsRepository'
import { buildTestApp, type TestApp } from '../testing/testApp'

describe('GET /cms/feature-flags', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await buildTestApp()
  })
  afterAll(() => test.close())

  it('answers the flags stored in the database', async () => {
    await createFeatureFlagsRepository(test.database.db).upsert({
      name: 'beta-alerts',
      enabled: false,
      percentage: 10,
    })
    const res = await test.app.inject('/cms/feature-flags')
    expect(res.statusCode).toBe(200)
    // The contract the app parses (src/core/featureFlags.ts).
    z.object({ data: z.array(featureFlagSchema.strict()) }).parse(res.json())
    expect(res.json()).toEqual({
      data: [
        { name: 'ai-chat', enabled: true, percentage: null },
        { name: 'beta-alerts', enabled: false, percentage: 10 },
        { name: 'home-second-row', enabled: true, percentage: null },
        { name: 'topic-pages', enabled: true, percentage: null },
      ],
    })
  })
})
