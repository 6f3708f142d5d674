import { demoProfiles } from '../assets'
import type { AssetProfile } from '../profile'

/** Symbols of the profiles that pass `keep`, in the asset list's order. */
export function symbolsWhere(keep: (profile: AssetProfile) => boolean): string[] {
  return demoProfiles.filter(keep).map((profile) => profile.symbol)
}

export const allSymbols = symbolsWhere(() => true)

/** Coins whose realized cap is modelled (UTXO chains and Ethereum, as in the public API). */
export const realizedSymbols = ['BTC', 'ETH', 'LTC', 'BCH']

/** Coins that pay their own fees (tokens pay theirs in another chain's coin). */
export const feeSymbols = symbolsWhere((profile) => profile.activity.feeUsd !== undefined)

/** Coins with a halving schedule, whose daily issuance is exact. */
export const halvingSymbols = symbolsWhere((profile) => profile.supply.kind === 'halving')

/** Coins whose coin ages and holder cohorts are modelled (the UTXO chains and Ethereum). */
export const ageSymbols = realizedSymbols

/** Coins whose entities (clusters of addresses of one owner) are modelled: the age-modelled ones. */
export const entitySymbols = ageSymbols
