import { chainNoise } from './activity'
import { addressFlows } from './addressModel'
import { addressesBySize, atLeast, countsAbove, entitySpread } from './balanceModel'
import { splitCount, whole } from './counts'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { clamp } from './series'
import { dailySupply } from './valuation'

/*
 * Entities: clusters of addresses controlled by one owner (change addresses, exchange wallets,
 * custodians). Counts are taken from the address flows with the shares of addresses per entity
 * seen on Bitcoin, and every entity count stays at or below its address count: the day's active
 * entities split like the active addresses into senders, receivers and both.
 */

/** Entities per active address, and per address holding coins. */
const activePerAddress = 0.4
const holdersPerAddress = 0.42
/** New entities per new address (most new addresses belong to an existing owner). */
const newPerAddress = 0.3
/** Owners of a big balance per address holding as much. */
const bigOwners = 0.9

export interface EntityFlows {
  active: Float64Array
  sending: Float64Array
  receiving: Float64Array
  newEntities: Float64Array
  /** Entities holding coins, and the day's change of that number. */
  holders: Float64Array
  netGrowth: Float64Array
}

export function entityFlows(model: DemoModel, profile: AssetProfile, now: number): EntityFlows {
  return model.memo.get(`${profile.symbol}|entityflows|${now}`, () => {
    const grid = model.grid(profile, now)
    const flows = addressFlows(model, profile, now)
    const column = () => new Float64Array(grid.n)
    const out: EntityFlows = {
      active: column(),
      sending: column(),
      receiving: column(),
      newEntities: column(),
      holders: column(),
      netGrowth: column(),
    }
    let previous = 0
    for (let i = 0; i < grid.n; i++) {
      const noise = chainNoise(model, profile, 'entities', grid.start + i)
      const share = clamp(activePerAddress * Math.exp(0.05 * noise), 0, 1)
      const addresses = [flows.sendOnly[i] ?? 0, flows.receiveOnly[i] ?? 0, flows.both[i] ?? 0]
      const active = whole(share * (flows.active[i] ?? 0))
      // Each part is at most the ceiling of share × its address count, so never above it.
      const [sendOnly = 0, receiveOnly = 0, both = 0] = splitCount(active, addresses)
      out.active[i] = active
      out.sending[i] = sendOnly + both
      out.receiving[i] = receiveOnly + both
      out.newEntities[i] = Math.min(
        receiveOnly + both,
        whole(newPerAddress * (flows.newAddresses[i] ?? 0)),
      )
      const holders = whole(holdersPerAddress * (flows.nonZero[i] ?? 0))
      out.holders[i] = holders
      out.netGrowth[i] = holders - previous
      previous = holders
    }
    return out
  })
}

/**
 * Entities with at least `x` coins: log-normal over the entities holding coins, capped at 90% of
 * the addresses with as much (as on Bitcoin, where exchanges and custodians keep reserves in many
 * big addresses, so big addresses outnumber big owners).
 */
export function entitiesAtLeast(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
  x: number,
): Float64Array {
  const holders = entityFlows(model, profile, now).holders
  const supply = dailySupply(model, profile, now)
  const addresses = atLeast(addressesBySize(model, profile, now), x)
  return holders.map((count, i) => {
    const [above = 0] = countsAbove(count, supply[i] ?? 0, entitySpread, [x])
    return Math.min(above, Math.floor(bigOwners * (addresses[i] ?? 0)))
  })
}
