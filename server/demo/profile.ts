import type { Asset, AssetTag } from '@/core/api/assets'

/*
 * What the generators need to know about one asset: its identity (for the Asset entity) and a
 * few hand-tuned numbers that make its history look familiar. Key points are written as
 * `'YYYY-MM-DD=value …'` strings (see curve.ts); between them the models interpolate smoothly and
 * add noise, so the data resembles the real history without replaying it.
 */

export interface ChainProfile {
  blockchain: string
  /** Token contract or mint; absent for a chain's native coin. */
  address?: string
  decimals: number
  /** False for a secondary deployment the on-chain metrics do not cover. */
  onChainSupport?: boolean
}

export type PriceProfile =
  /** Bitcoin: a log trend plus the four-year cycle (btcPrice.ts). */
  | { kind: 'btc'; start: string }
  /** Pinned to one dollar with tiny noise; `start` is the first traded day. */
  | { kind: 'stable'; start: string }
  /**
   * Key prices (the first is the first traded day); after the last one the price follows
   * Bitcoin's cycle with sensitivity `beta`. `vol` scales the noise relative to Bitcoin's.
   */
  | { kind: 'anchors'; points: string; beta: number; vol: number }

export type SupplyProfile =
  | { kind: 'halving'; schedule: 'BTC' | 'LTC' | 'BCH' }
  /** Circulating supply at key dates, straight lines between them. */
  | { kind: 'points'; points: string; max?: number }

export interface ActivityProfile {
  /** Daily active addresses once adoption has matured. */
  active: number
  /** Orders of magnitude fewer active addresses on the first day. */
  span: number
  /** Years after genesis when adoption (on a log scale) is half way. */
  mid: number
  /** Years the adoption S-curve takes to bend. */
  width: number
  txPerActive: number
  /** New addresses as a share of active ones, once mature. */
  newRatio: number
  /** Share of the supply transferred per day. */
  velocity: number
  /** Typical fee per transaction in USD at the latest key price; tokens pay fees in another coin. */
  feeUsd?: number
}

export interface AssetProfile {
  symbol: string
  name: string
  coingecko: string
  assetType: Asset['assetType']
  category: Asset['category']
  assetTags: AssetTag[]
  semanticTags: string[]
  chains: ChainProfile[]
  /** First day of on-chain data. */
  genesis: string
  price: PriceProfile
  supply: SupplyProfile
  activity: ActivityProfile
  /** Share of the supply held on the five exchanges of distribution/balance_exchanges today. */
  exchangeShare: number
}

/** Activity with the defaults of a young asset: adopted within a couple of years of launch. */
export function activity(
  active: number,
  txPerActive: number,
  velocity: number,
  extra: Partial<ActivityProfile> = {},
): ActivityProfile {
  return { active, txPerActive, velocity, span: 1.5, mid: 0.8, width: 0.6, newRatio: 0.3, ...extra }
}

/** A token on Ethereum. */
export function erc20(address: string, decimals = 18): ChainProfile[] {
  return [{ blockchain: 'ethereum', address, decimals }]
}
