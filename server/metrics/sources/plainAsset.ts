import type { Asset } from '@/core/api/assets'

/**
 * An asset known only by its symbol and name (an imported series, an upstream listing): the
 * Asset entity's other fields stay empty rather than guessed.
 */
export function plainAsset(symbol: string, name: string, genesis: number): Asset {
  return {
    assetId: symbol.toLowerCase(),
    symbol,
    name,
    assetType: 'coin',
    category: 'other',
    tags: [],
    assetTags: [],
    dashboardTags: [],
    semanticTags: [],
    blockchains: [],
    externalIds: {},
    logoUrl: '',
    genesis,
  }
}
