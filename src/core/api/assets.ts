import { z } from 'zod'

/** Asset tags of the spec (app.md section 3), as the API spells them. */
export const assetTags = [
  'top',
  'stablecoin',
  'ai-token',
  'commodity',
  'defi',
  'depin',
  'erc20',
  'exchange',
  'forex',
  'gaming',
  'layer-1',
  'layer-2',
  'meme',
  'nft',
  'rwa',
  'spl',
  'staking',
  'staking-governance',
  'tokenized',
  'web3-infra',
  'other',
] as const
export const assetTagSchema = z.enum(assetTags)
export type AssetTag = z.infer<typeof assetTagSchema>

export const assetCategories = [
  'currency',
  'stablecoin',
  'layer1Token',
  'layer2Token',
  'memeToken',
  'defiToken',
  'exchangeToken',
  'rwa',
  'other',
] as const

/** GET /v1/metrics/assets and the asset list: every field of the Asset entity. */
export const assetSchema = z.object({
  assetId: z.string().min(1),
  symbol: z.string().regex(/^[A-Z0-9]{1,15}$/),
  name: z.string().min(1),
  assetType: z.enum(['coin', 'token']),
  category: z.enum(assetCategories),
  tags: z.array(assetTagSchema),
  assetTags: z.array(assetTagSchema),
  dashboardTags: z.array(assetTagSchema),
  semanticTags: z.array(z.string()),
  blockchains: z.array(
    z.object({
      blockchain: z.string(),
      address: z.string().nullable(),
      decimals: z.number().int().nonnegative(),
      onChainSupport: z.boolean(),
    }),
  ),
  externalIds: z.record(z.string(), z.string()),
  logoUrl: z.string(),
  /** First day of data (unix seconds, UTC midnight). */
  genesis: z.number().int(),
})
export type Asset = z.infer<typeof assetSchema>

/**
 * GET /crypto-icons/{symbol}.svg: an asset's icon by lowercase symbol (charts.md §2). Every
 * symbol answers an image: the asset's own, else the generic one below.
 */
export function assetIconPath(symbol: string): string {
  return `/crypto-icons/${encodeURIComponent(symbol.toLowerCase())}.svg`
}

/** The generic asset image of the built app, also what the icon route answers without an icon. */
export const genericAssetIconPath = '/icons/crypto-generic.svg'
