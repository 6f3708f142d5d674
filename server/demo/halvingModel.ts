import { blockCurve, halvingSchedules } from './btcSupply'
import type { DemoModel } from './model'
import { dailyCloses, priceStartDay } from './priceModel'
import type { AssetProfile } from './profile'
import { DAY, dayOf } from './time'

/*
 * Halving cycles of the coins with a halving schedule: the days of the halvings (past ones are
 * the pinned dates of btcSupply.ts, future ones follow the nominal block pace), the countdown to
 * the next one and the price relative to the price on the last one.
 */

/** Halvings looked up beyond the last day of the grid (one cycle is about four years). */
const lookaheadDays = 3000

/** First UTC day whose midnight block count reaches `blocks` (days `from…to`, binary search). */
function dayReaching(blocksAt: (t: number) => number, blocks: number, from: number, to: number) {
  let low = from
  let high = to
  while (low < high) {
    const mid = Math.floor((low + high) / 2)
    if (blocksAt(mid * DAY) >= blocks) high = mid
    else low = mid + 1
  }
  return low
}

/** Day indices of the halvings of a schedule after day `from` and up to `until`. */
export function halvingDays(profile: AssetProfile, from: number, until: number): number[] {
  if (profile.supply.kind !== 'halving') return []
  const schedule = halvingSchedules[profile.supply.schedule]
  const blocksAt = blockCurve(schedule)
  const days: number[] = []
  for (let k = 1; ; k++) {
    const blocks = k * schedule.interval
    if (blocksAt(until * DAY) < blocks) break
    // Halvings before the chain's own history (Bitcoin Cash inherits Bitcoin's first two).
    if (blocksAt(from * DAY) > blocks) continue
    days.push(dayReaching(blocksAt, blocks, from, until))
  }
  return days
}

export interface HalvingCycle {
  /** Days until the next halving (0 on the halving day). */
  daysTillHalving: Float64Array
  /** Close / close on the last halving day (the first traded day before the first halving). */
  ratio: Float64Array
  price: Float64Array
}

/** The halving cycle on the asset's grid (NaN before the first traded day). */
export function halvingCycle(model: DemoModel, profile: AssetProfile, now: number): HalvingCycle {
  return model.memo.get(`${profile.symbol}|halving-cycle|${now}`, () => {
    const grid = model.grid(profile, now)
    const close = dailyCloses(model, profile, now)
    const halvings = halvingDays(profile, grid.start, dayOf(now) + lookaheadDays)
    const first = priceStartDay(profile)
    const daysTillHalving = new Float64Array(grid.n).fill(NaN)
    const ratio = new Float64Array(grid.n).fill(NaN)
    const price = new Float64Array(grid.n).fill(NaN)
    let next = 0
    let base = NaN
    for (let i = 0; i < grid.n; i++) {
      const day = grid.start + i
      while ((halvings[next] ?? Infinity) < day) next++
      const today = close[i] ?? NaN
      if (day === first || (day > first && day === halvings[next])) base = today
      if (day < first) continue
      daysTillHalving[i] = (halvings[next] ?? NaN) - day
      ratio[i] = today / base
      price[i] = today
    }
    return { daysTillHalving, ratio, price }
  })
}
