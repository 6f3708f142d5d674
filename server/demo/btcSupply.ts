import { linearCurve, parsePoints, type Curve } from './curve'
import { DAY } from './time'

/*
 * Supply of proof-of-work coins with a halving schedule. The block count is pinned at the real
 * halving dates (blocks came faster than the nominal pace in Bitcoin's early years: 144 blocks a
 * day from the genesis block would put the first halving at the end of 2012, not on 2012-11-28)
 * and runs at the nominal pace afterwards. The subsidy is a whole number of base units halved by
 * integer division, as in the clients, so the total stays below the cap (21M for Bitcoin).
 */

export interface HalvingSchedule {
  /** Blocks mined (the genesis block counts) at key dates, UTC midnight. */
  blocks: string
  /** Nominal pace after the last key date. */
  blocksPerDay: number
  /** Coins per block before the first halving. */
  initialSubsidy: number
  /** Blocks between halvings. */
  interval: number
  /** Base units per coin (satoshis, litoshis). */
  unitsPerCoin: number
}

export const halvingSchedules = {
  BTC: {
    blocks: '2009-01-03=1 2012-11-28=210000 2016-07-09=420000 2020-05-11=630000 2024-04-20=840000',
    blocksPerDay: 144,
    initialSubsidy: 50,
    interval: 210_000,
    unitsPerCoin: 1e8,
  },
  // Bitcoin Cash shares Bitcoin's chain up to the fork (block 478,558) and halves on its own dates.
  BCH: {
    blocks: '2017-08-01=478559 2020-04-08=630000 2024-04-04=840000',
    blocksPerDay: 144,
    initialSubsidy: 50,
    interval: 210_000,
    unitsPerCoin: 1e8,
  },
  LTC: {
    blocks: '2011-10-07=1 2015-08-25=840000 2019-08-05=1680000 2023-08-02=2520000',
    blocksPerDay: 576,
    initialSubsidy: 50,
    interval: 840_000,
    unitsPerCoin: 1e8,
  },
} satisfies Record<string, HalvingSchedule>

/** Block count at any time (unix seconds). */
export function blockCurve(schedule: HalvingSchedule): (t: number) => number {
  const points = parsePoints(schedule.blocks)
  const known: Curve = linearCurve(points)
  const [lastDay, lastCount] = points[points.length - 1] ?? [0, 0]
  return (t) => {
    const day = t / DAY
    return day <= lastDay ? known(day) : lastCount + (day - lastDay) * schedule.blocksPerDay
  }
}

/** Coins issued by the first `blocks` blocks (fractional counts issue part of a block). */
export function supplyAfterBlocks(schedule: HalvingSchedule, blocks: number): number {
  let units = 0
  const initialUnits = schedule.initialSubsidy * schedule.unitsPerCoin
  for (let era = 0; era * schedule.interval < blocks; era++) {
    const subsidy = Math.floor(initialUnits / 2 ** era)
    if (subsidy === 0) break
    units += Math.min(blocks - era * schedule.interval, schedule.interval) * subsidy
  }
  return units / schedule.unitsPerCoin
}

/** Supply over time for a schedule: blocks at `t`, then the coins they issued. */
export function halvingSupplyCurve(schedule: HalvingSchedule): (t: number) => number {
  const blocksAt = blockCurve(schedule)
  return (t) => supplyAfterBlocks(schedule, Math.max(0, blocksAt(t)))
}
