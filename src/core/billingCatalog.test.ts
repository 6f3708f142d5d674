import { describe, expect, it } from 'vitest'
import { findPrice, offersTrial, priceCatalog, priceFor } from './billingCatalog'

describe('price catalog', () => {
  it('prices Advanced at 99 a month, or 49 a month billed yearly', () => {
    expect(priceFor('advanced', 'monthly').amount).toBe(9900)
    expect(priceFor('advanced', 'yearly')).toMatchObject({ amount: 58800, perMonth: 4900 })
  })

  it('has one price per paid plan and cycle, with unique ids', () => {
    expect(priceCatalog).toHaveLength(6)
    expect(new Set(priceCatalog.map((p) => p.priceId)).size).toBe(6)
    for (const p of priceCatalog) expect(findPrice(p.priceId)).toBe(p)
    expect(findPrice('pri_unknown')).toBeUndefined()
  })

  it('offers the trial on Advanced prices only', () => {
    expect(offersTrial(priceFor('advanced', 'yearly').priceId)).toBe(true)
    expect(offersTrial(priceFor('professional', 'monthly').priceId)).toBe(false)
  })
})
