import { halvingSchedules, halvingSupplyCurve } from './btcSupply'
import { linearCurve, parsePoints } from './curve'
import type { AssetProfile } from './profile'
import { DAY } from './time'

const curves = new WeakMap<AssetProfile, (t: number) => number>()

/**
 * Circulating supply of an asset at any time (unix seconds). Halving coins follow their block
 * schedule; others follow straight lines between key dates, continuing the last line's pace
 * (never below zero, never above the asset's cap). No noise: supplies change in steps of
 * issuance, not randomly, and a deterministic supply keeps market cap = price × supply exact.
 */
export function supplyCurve(profile: AssetProfile): (t: number) => number {
  const cached = curves.get(profile)
  if (cached !== undefined) return cached
  const { supply } = profile
  let curve: (t: number) => number
  if (supply.kind === 'halving') {
    curve = halvingSupplyCurve(halvingSchedules[supply.schedule])
  } else {
    const line = linearCurve(parsePoints(supply.points))
    const max = supply.max ?? Infinity
    curve = (t) => Math.min(max, Math.max(0, line(t / DAY)))
  }
  curves.set(profile, curve)
  return curve
}
