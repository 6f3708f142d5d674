import { describe, expect, it } from 'vitest'
import { searchAssetRecordSchema, searchItemRecordSchema } from '../api/search'
import { assetRecord, chartRecord, documentRecord } from './searchRecords'

describe('search records', () => {
  it('makes a catalog metric a public chart that opens by its metric code', () => {
    const record = chartRecord({
      metricCode: 'DerivativesFuturesOpenInterestSum',
      name: 'Futures Open Interest',
      shortName: 'Futures OI',
      tier: 1,
      group: 'derivatives_options',
      description: 'Open interest of futures.',
      metricAssets: ['BTC', 'ETH'],
    })
    expect(searchItemRecordSchema.parse(record)).toEqual({
      objectID: 'chart:DerivativesFuturesOpenInterestSum',
      type: 'chart',
      name: 'Futures Open Interest',
      shortName: 'Futures OI',
      slug: 'DerivativesFuturesOpenInterestSum',
      assets: ['BTC', 'ETH'],
      assetTags: [],
      assetId: 'BTC',
      category: 'Derivatives Options',
      tier: 1,
      metricCode: 'DerivativesFuturesOpenInterestSum',
      exchanges: [],
      description: 'Open interest of futures.',
      visibleBy: ['public'],
    })
  })

  it("makes a user's document visible to its owner only, and a preset public by its slug", () => {
    const own = documentRecord({
      type: 'workbench',
      uuid: '6a0c0f5e-3b43-4a4e-9d52-3c5e2f0b9a11',
      slug: null,
      name: 'My MVRV',
      description: '',
      assets: [],
      ownerUuid: 'b7e1f0c2-0d4a-4a3e-8f7e-2b1c9d8e7f60',
    })
    expect(own).toMatchObject({
      objectID: 'workbench:6a0c0f5e-3b43-4a4e-9d52-3c5e2f0b9a11',
      slug: '6a0c0f5e-3b43-4a4e-9d52-3c5e2f0b9a11',
      tier: 1,
      assetId: null,
      description: null,
      visibleBy: ['user:b7e1f0c2-0d4a-4a3e-8f7e-2b1c9d8e7f60'],
    })
    const preset = documentRecord({
      type: 'dashboard',
      uuid: '3f0d6a52-1c8e-4f0b-9a57-6a1e2d4c8b10',
      slug: 'asset-overview',
      name: 'Asset overview',
      description: 'At a glance.',
      assets: ['BTC'],
      ownerUuid: null,
    })
    expect(searchItemRecordSchema.parse(preset)).toMatchObject({
      slug: 'asset-overview',
      visibleBy: ['public'],
    })
  })

  // A user's dashboard stored under a preset's uuid had the preset's key, and replaced it.
  it('keys a preset apart from any user document, whatever its uuid', () => {
    const uuid = '3f0d6a52-1c8e-4f0b-9a57-6a1e2d4c8b10'
    const summary = { uuid, name: 'Asset overview', description: null, assets: ['BTC'] }
    for (const type of ['dashboard', 'workbench'] as const) {
      const preset = documentRecord({ ...summary, type, slug: 'asset-overview', ownerUuid: null })
      const own = documentRecord({ ...summary, type, slug: null, ownerUuid: 'u1' })
      expect(preset.objectID).toBe(`preset:${type}:${uuid}`)
      expect(own.objectID).toBe(`${type}:${uuid}`)
    }
  })

  it('gives an asset its rank', () => {
    const record = assetRecord(
      { assetId: 'ETH', symbol: 'ETH', name: 'Ethereum', tags: ['top'] },
      2,
    )
    expect(searchAssetRecordSchema.parse(record)).toEqual({
      objectID: 'ETH',
      symbol: 'ETH',
      name: 'Ethereum',
      assetId: 'ETH',
      tags: ['top'],
      rank: 2,
      visibleBy: ['public'],
    })
  })
})
