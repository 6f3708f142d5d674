import { describe, expect, it } from 'vitest'
import {
  allowedPlansForTier,
  canReadTier,
  isOpenTier,
  metricReadDecision,
  minimumPlanForTier,
  rateLimits,
  upgradeMessage,
} from './metricAccess'
import { lowestPlan, planRank, plans } from './plans'

describe('metric access', () => {
  it('opens tier 1 to guests and gates tiers 2, 2.1 and 3 by plan', () => {
    expect(canReadTier('guest', 1)).toBe(true)
    expect(isOpenTier(1)).toBe(true)
    expect(canReadTier('standard', 2)).toBe(false)
    expect(canReadTier('advanced', 2.1)).toBe(true)
    expect(canReadTier('advanced', 3)).toBe(false)
    expect(canReadTier('professional_ml', 3)).toBe(true)
    expect(isOpenTier(2)).toBe(false)
  })

  it('lists the allowed plans in ascending order, the cheapest being the minimum', () => {
    expect(allowedPlansForTier(2)).toEqual(['advanced', 'professional', 'professional_ml'])
    expect(allowedPlansForTier(3)).toEqual(['professional', 'professional_ml'])
    for (const tier of [1, 2, 2.1, 3] as const) {
      expect(lowestPlan(allowedPlansForTier(tier))).toBe(minimumPlanForTier(tier))
    }
  })

  it('locks a metric above the plan before any request, with the plans that open it', () => {
    expect(metricReadDecision('guest', 2)).toEqual({
      kind: 'locked',
      allowedPlans: ['advanced', 'professional', 'professional_ml'],
    })
    expect(metricReadDecision('standard', 2.1)).toMatchObject({ kind: 'locked' })
    expect(metricReadDecision('advanced', 3)).toEqual({
      kind: 'locked',
      allowedPlans: ['professional', 'professional_ml'],
    })
  })

  it('reads what the plan opens, and tier 1 before the plan is known', () => {
    expect(metricReadDecision('guest', 1)).toEqual({ kind: 'read' })
    expect(metricReadDecision(undefined, 1)).toEqual({ kind: 'read' })
    expect(metricReadDecision('advanced', 2)).toEqual({ kind: 'read' })
    expect(metricReadDecision('professional_ml', 3)).toEqual({ kind: 'read' })
  })

  it('waits for the plan before reading or locking a gated tier', () => {
    for (const tier of [2, 2.1, 3] as const) {
      expect(metricReadDecision(undefined, tier)).toEqual({ kind: 'wait' })
    }
  })

  it('locks exactly where the server answers 403', () => {
    for (const plan of plans) {
      for (const tier of [1, 2, 2.1, 3] as const) {
        expect(metricReadDecision(plan, tier).kind === 'locked').toBe(!canReadTier(plan, tier))
      }
    }
  })

  it('words the 403 as app.md section 6 does', () => {
    expect(upgradeMessage('advanced')).toBe('Forbidden: Please upgrade to the Advanced plan.')
    expect(upgradeMessage('professional_ml')).toBe(
      'Forbidden: Please upgrade to the Professional ML plan.',
    )
  })

  it('never gives a higher plan a lower rate than a lower plan', () => {
    const perSecond = plans.map((p) => rateLimits[p].requests / rateLimits[p].windowSeconds)
    expect(perSecond).toEqual([...perSecond].sort((a, b) => a - b))
    expect(plans.map(planRank)).toEqual([0, 1, 2, 3, 4])
  })
})
