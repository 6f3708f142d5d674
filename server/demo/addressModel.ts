import { activeAddresses, adoption, chainNoise, marketMood, youth } from './activity'
import { whole } from './counts'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { clamp } from './series'

/*
 * Address flows: what the day's active addresses did, built on activity.ts. Every active address
 * falls in exactly one lifecycle cohort (new, retained with a bigger, equal or smaller balance,
 * resurrected after a long sleep, emptied: "churned"), so the cohorts add up to the active count.
 * The addresses holding coins are a stock: yesterday's plus the new ones minus the emptied ones.
 * The emptied ones follow from the stock relaxing toward a holder base proportional to adoption,
 * so the stock grows with the chain instead of without bound.
 */

export const lifecycleKeys = [
  'new',
  'retained_more',
  'retained_equal',
  'retained_less',
  'resurrected',
  'churned',
  'new_and_churned',
  'resurrected_and_churned',
] as const
export type LifecycleKey = (typeof lifecycleKeys)[number]

export interface AddressFlows {
  active: Float64Array
  /** Addresses that received coins for the first time (addresses/new_non_zero_count). */
  newAddresses: Float64Array
  /** Addresses holding coins at the end of the day. */
  nonZero: Float64Array
  /** Every address that ever held coins: the running sum of new addresses. */
  total: Float64Array
  lifecycle: Record<LifecycleKey, Float64Array>
  /** Active addresses that only sent, only received, or did both. */
  sendOnly: Float64Array
  receiveOnly: Float64Array
  both: Float64Array
}

/** Holders per address active on a day once a chain is mature (Bitcoin: ~55M for ~850k). */
const holdersPerActive = 65
/** Share of the gap to that holder base closed per day. */
const relaxation = 0.03

/** Addresses that received coins for the first time (whole numbers, at most 95% of active). */
export function newAddresses(model: DemoModel, profile: AssetProfile, now: number): Float64Array {
  return model.daily(profile, 'new', now, (grid) => {
    const active = activeAddresses(model, profile, now)
    const { newRatio } = profile.activity
    return active.map((count, i) => {
      const day = grid.start + i
      const share = newRatio * (1 + 0.8 * youth(profile, day))
      const noise = Math.exp(0.1 * chainNoise(model, profile, 'new', day))
      return Math.round(count * Math.min(0.95, share * noise))
    })
  })
}

/** The address flows of an asset, memoised per `now`. */
export function addressFlows(model: DemoModel, profile: AssetProfile, now: number): AddressFlows {
  return model.memo.get(`${profile.symbol}|addressflows|${now}`, () => {
    const grid = model.grid(profile, now)
    const n = grid.n
    const active = activeAddresses(model, profile, now)
    const fresh = newAddresses(model, profile, now)
    const mood = marketMood(model, profile, now, 365)
    const column = () => new Float64Array(n)
    const lifecycle = Object.fromEntries(lifecycleKeys.map((key) => [key, column()])) as Record<
      LifecycleKey,
      Float64Array
    >
    const flows: AddressFlows = {
      active,
      newAddresses: fresh,
      nonZero: column(),
      total: column(),
      lifecycle,
      sendOnly: column(),
      receiveOnly: column(),
      both: column(),
    }
    let holders = 0
    let ever = 0
    for (let i = 0; i < n; i++) {
      const day = grid.start + i
      const m = mood[i] ?? 0
      const all = active[i] ?? 0
      const newcomers = fresh[i] ?? 0
      const known = all - newcomers
      const base = holdersPerActive * adoption(profile, day)
      const target = base * Math.exp(0.05 * chainNoise(model, profile, 'holders', day))
      const wanted = holders + relaxation * (target - holders)
      const emptied = whole(holders + newcomers - wanted)
      // Pass-through addresses (deposits, change) are a large part of the emptied ones.
      const newAndChurned = Math.min(Math.round(0.8 * newcomers), whole(0.4 * emptied))
      // Old holders wake up in bull markets.
      const woke = Math.min(known, holders, whole(known * 0.025 * Math.exp(0.8 * m)))
      const wokeAndChurned = whole(woke * clamp(0.25 + 0.1 * m, 0.1, 0.4))
      const churned = Math.min(
        known - woke,
        Math.max(0, emptied - newAndChurned - wokeAndChurned),
        Math.max(0, holders + newcomers - newAndChurned - wokeAndChurned),
      )
      const retained = known - woke - churned
      // Balances rise more often in bear markets (accumulation), fall in bull markets.
      const more = whole(retained * clamp(0.42 - 0.08 * m, 0.25, 0.6))
      const less = Math.min(retained - more, whole(retained * clamp(0.4 + 0.06 * m, 0.2, 0.6)))
      lifecycle.new[i] = newcomers - newAndChurned
      lifecycle.new_and_churned[i] = newAndChurned
      lifecycle.resurrected[i] = woke - wokeAndChurned
      lifecycle.resurrected_and_churned[i] = wokeAndChurned
      lifecycle.churned[i] = churned
      lifecycle.retained_more[i] = more
      lifecycle.retained_less[i] = less
      lifecycle.retained_equal[i] = retained - more - less
      holders += newcomers - newAndChurned - wokeAndChurned - churned
      ever += newcomers
      flows.nonZero[i] = holders
      flows.total[i] = ever
      // Addresses that emptied themselves sent; new ones received. Floors keep the parts whole.
      const both = newAndChurned + Math.floor(known * 0.3)
      const sendOnly = Math.floor(known * clamp(0.35 + 0.05 * m, 0.25, 0.45))
      flows.both[i] = both
      flows.sendOnly[i] = sendOnly
      flows.receiveOnly[i] = all - both - sendOnly
    }
    return flows
  })
}
