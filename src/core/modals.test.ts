import { describe, expect, it } from 'vitest'
import { contactSalesModal, modalNames, resolveUpgradeModal, sessionExpiredModal } from './modals'

describe('resolveUpgradeModal', () => {
  it('titles the accepted plans', () => {
    expect(resolveUpgradeModal('api')).toMatchObject({
      redirectToPricing: false,
      plan: 'api',
      title: 'Get API Access',
    })
    expect(resolveUpgradeModal('advanced')).toMatchObject({ title: 'Upgrade to Advanced' })
    expect(resolveUpgradeModal('professional')).toMatchObject({ title: 'Contact us' })
  })

  it('leads Advanced into the checkout and the others to sales', () => {
    expect(resolveUpgradeModal('advanced')).toMatchObject({ action: 'checkout' })
    expect(resolveUpgradeModal('api')).toMatchObject({ action: 'contactSales' })
    expect(resolveUpgradeModal('professional')).toMatchObject({ action: 'contactSales' })
  })

  it('forgives case and spaces', () => {
    expect(resolveUpgradeModal(' Advanced ')).toMatchObject({ plan: 'advanced' })
  })

  it('sends any other plan to pricing', () => {
    for (const plan of [undefined, null, '', 'standard', 'professional_ml', 'guest', 'apis']) {
      expect(resolveUpgradeModal(plan)).toEqual({ redirectToPricing: true })
    }
  })
})

describe('modal constants', () => {
  it('match the spec', () => {
    expect(contactSalesModal).toEqual({ title: 'Contact Sales', width: 620 })
    expect(sessionExpiredModal).toEqual({
      title: 'Your session has expired',
      text: 'Please log in again to continue.',
    })
    expect(modalNames).toHaveLength(10)
    expect(new Set(modalNames).size).toBe(modalNames.length)
  })
})
