import { describe, expect, it } from 'vitest'
import {
  catalogPriceKey,
  catalogPriceOf,
  findPrice,
  findPriceByKey,
  offersTrial,
  priceCatalog,
  priceFor,
  providerPriceId,
} from './billingCatalog'

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

describe('provider price ids', () => {
  const advancedYearly = priceFor('advanced', 'yearly')
  const mapping = { [advancedYearly.priceId]: 'pri_01hv8a9qz5bqkx4m8c2d7e3f4g' }

  it('names prices {plan}_{cycle} and finds them by that key', () => {
    expect(catalogPriceKey(advancedYearly)).toBe('advanced_yearly')
    for (const p of priceCatalog) expect(findPriceByKey(catalogPriceKey(p))).toBe(p)
    expect(findPriceByKey('enterprise_yearly')).toBeUndefined()
  })

  it('opens checkout with the mapped id, else the catalog id', () => {
    expect(providerPriceId(advancedYearly.priceId, mapping)).toBe('pri_01hv8a9qz5bqkx4m8c2d7e3f4g')
    const monthly = priceFor('advanced', 'monthly').priceId
    expect(providerPriceId(monthly, mapping)).toBe(monthly)
    expect(providerPriceId(monthly, {})).toBe(monthly)
  })

  it('maps provider ids back to catalog prices, and still knows catalog ids', () => {
    expect(catalogPriceOf('pri_01hv8a9qz5bqkx4m8c2d7e3f4g', mapping)).toBe(advancedYearly)
    expect(catalogPriceOf(advancedYearly.priceId, mapping)).toBe(advancedYearly)
    const standard = priceFor('standard', 'monthly')
    expect(catalogPriceOf(standard.priceId, mapping)).toBe(standard)
    expect(catalogPriceOf('pri_01hv8a9qz5bqkx4m8c2d7e3zzz', mapping)).toBeUndefined()
    expect(catalogPriceOf('toString', {})).toBeUndefined()
  })
})
