import { assetIconPath, type Asset, type AssetTag } from '@/core/api/assets'
import { topAssets } from '@/core/constants'
import type { AssetProfile } from './profile'
import { defi } from './profiles/defi'
import { layer1 } from './profiles/layer1'
import { layer2 } from './profiles/layer2'
import { majors } from './profiles/majors'
import { majors2 } from './profiles/majors2'
import { memeAi } from './profiles/memeAi'
import { payments } from './profiles/payments'
import { dateToUnix } from './time'

/** After the spec's top assets, the rest in a fixed order (roughly by market size). */
const restOrder = [
  'ADA',
  'AVAX',
  'LINK',
  'DOT',
  'LTC',
  'BCH',
  'UNI',
  'AAVE',
  'ARB',
  'OP',
  'POL',
  'NEAR',
  'ATOM',
  'XLM',
  'PEPE',
  'SHIB',
  'MKR',
  'LDO',
  'FET',
  'RNDR',
]

const bySymbol = new Map(
  [...majors, ...majors2, ...layer1, ...payments, ...layer2, ...defi, ...memeAi].map((p) => [
    p.symbol,
    p,
  ]),
)

/** Every asset profile of the demo dataset, top assets first in the spec's order. */
export const demoProfiles: readonly AssetProfile[] = [...topAssets, ...restOrder].map((symbol) => {
  const profile = bySymbol.get(symbol)
  if (profile === undefined) throw new Error(`No demo profile for ${symbol}`)
  return profile
})

export function findProfile(symbol: string): AssetProfile | undefined {
  return bySymbol.get(symbol)
}

const top: readonly string[] = topAssets

/** The Asset entity of a profile (app.md section 3): every field filled. */
export function toAsset(profile: AssetProfile): Asset {
  const dashboardTags: AssetTag[] = top.includes(profile.symbol) ? ['top'] : []
  return {
    assetId: profile.symbol,
    symbol: profile.symbol,
    name: profile.name,
    assetType: profile.assetType,
    category: profile.category,
    tags: [...dashboardTags, ...profile.assetTags],
    assetTags: [...profile.assetTags],
    dashboardTags,
    semanticTags: [...profile.semanticTags],
    blockchains: profile.chains.map((chain) => ({
      blockchain: chain.blockchain,
      address: chain.address ?? null,
      decimals: chain.decimals,
      onChainSupport: chain.onChainSupport ?? true,
    })),
    externalIds: { coingecko: profile.coingecko },
    logoUrl: assetIconPath(profile.symbol),
    genesis: dateToUnix(profile.genesis),
  }
}

export const demoAssets: readonly Asset[] = demoProfiles.map(toAsset)
