import { describe, expect, it } from 'vitest'
import { alertLimit, alertLimitMessage, alertLimits, plansWithRoomForAlert } from './alertLimits'
import { plans } from './plans'

describe('alert limits', () => {
  it('give each plan at least what the one below it keeps, guests none', () => {
    expect(alertLimits.guest).toBe(0)
    const limits = plans.map((plan) => alertLimits[plan])
    expect(limits).toEqual([...limits].sort((a, b) => a - b))
  })

  it('add the ALERT_LIMIT add-ons to the plan, and ignore API_LIMIT ones', () => {
    expect(alertLimit('standard', [])).toBe(3)
    expect(
      alertLimit('standard', [
        { type: 'ALERT_LIMIT', limit: 10 },
        { type: 'API_LIMIT', limit: 1000 },
        { type: 'ALERT_LIMIT', limit: 5 },
      ]),
    ).toBe(18)
    expect(alertLimit('professional', [{ type: 'ALERT_LIMIT', limit: 50 }])).toBe(150)
  })

  it('offer the plans with room for one more alert', () => {
    expect(plansWithRoomForAlert(3, [])).toEqual(['advanced', 'professional', 'professional_ml'])
    expect(plansWithRoomForAlert(20, [])).toEqual(['professional', 'professional_ml'])
    expect(plansWithRoomForAlert(20, [{ type: 'ALERT_LIMIT', limit: 1 }])).toEqual([
      'advanced',
      'professional',
      'professional_ml',
    ])
    expect(plansWithRoomForAlert(100, [])).toEqual([])
  })

  it('say what the plan keeps and where to go from there', () => {
    expect(alertLimitMessage('standard', 3, ['advanced', 'professional'])).toBe(
      'Your Standard plan keeps 3 alerts. Forbidden: Please upgrade to the Advanced plan.',
    )
    expect(alertLimitMessage('professional', 100, [])).toBe(
      'Your Professional plan keeps 100 alerts: delete one to add another.',
    )
    expect(alertLimitMessage('standard', 1, [])).toBe(
      'Your Standard plan keeps 1 alert: delete one to add another.',
    )
  })
})
