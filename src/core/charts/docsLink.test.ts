import { describe, expect, it } from 'vitest'
import { productDomain } from '../brand'
import { metricDocsUrl } from './docsLink'

describe('metricDocsUrl', () => {
  it('points at the group page and the endpoint anchor', () => {
    expect(metricDocsUrl({ group: 'market', path: 'market/price_usd_close' })).toBe(
      `https://docs.${productDomain}/basic-api/endpoints/market#get-v1-metrics-market-price_usd_close`,
    )
  })
  it('sends point-in-time variants to the pit page', () => {
    expect(metricDocsUrl({ group: 'market', path: 'market/mvrv' }, 'pit')).toBe(
      `https://docs.${productDomain}/basic-api/endpoints/pit`,
    )
  })
})
