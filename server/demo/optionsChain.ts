import { alignTo, closes } from './marketState'
import type { DocumentValue, MetricContext } from './metrics/definition'
import { optionsBook } from './optionsModel'
import { DAY, dayOf } from './time'

/*
 * The options chain of one day, by strike: open interest of calls and puts, the implied-volatility
 * smile, the upcoming expiration dates and reference prices. Calls cluster above the spot and
 * puts below it; the smile is the day's at-the-money volatility bent by the day's skew.
 */

/** Expirations the chain can be read for; `aggregated` sums every open expiry. */
export const contractExpirations = ['aggregated', 'weekly', 'monthly', 'quarterly'] as const
/** Share of all open interest in the nearest weekly, monthly and quarterly expiry. */
const expiryShares: Readonly<Record<string, number>> = {
  aggregated: 1,
  weekly: 0.08,
  monthly: 0.2,
  quarterly: 0.35,
}
/** Chains are kept for the last half year (a heatmap's usual range). */
export const chainDays = 180

export interface StrikeValue {
  strike: number
  value: number
}

const iso = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10)

/** Days of the Fridays after `day` (exclusive), for `weeks` weeks. 1970-01-02 was a Friday. */
function fridaysAfter(day: number, weeks: number): number[] {
  const first = day + 1 + ((((1 - (day + 1)) % 7) + 7) % 7)
  return Array.from({ length: weeks }, (_, k) => first + 7 * k)
}

/** Whether a Friday is the last of its month (quarterly: of March, June, September, December). */
function lastFriday(friday: number, quarterly: boolean): boolean {
  const month = new Date(friday * DAY * 1000).getUTCMonth()
  const next = new Date((friday + 7) * DAY * 1000).getUTCMonth()
  return next !== month && (!quarterly || month % 3 === 2)
}

/** Upcoming expiries: four weeklies, then month-ends and quarter-ends for the next year. */
export function expirationDays(day: number): number[] {
  const fridays = fridaysAfter(day, 53)
  return fridays.filter((f, k) => k < 4 || (k < 14 && lastFriday(f, false)) || lastFriday(f, true))
}

function expiryFor(kind: string, day: number): number | undefined {
  const fridays = fridaysAfter(day, 53)
  if (kind === 'weekly') return fridays[0]
  if (kind === 'monthly') return fridays.find((f) => lastFriday(f, false))
  if (kind === 'quarterly') return fridays.find((f) => lastFriday(f, true))
  return undefined
}

/** A round strike step near 4% of the price: 1, 2, 2.5 or 5 times a power of ten. */
export function strikeStep(price: number): number {
  const raw = price * 0.04
  const power = 10 ** Math.floor(Math.log10(raw))
  const nice = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10
  return nice * power
}

/** The chain of one day for an expiry kind (see `contractExpirations`). */
function chain(ctx: MetricContext, day: number, kind: string): DocumentValue {
  const book = optionsBook(ctx)
  const i = day - book.start
  const spot = alignTo(ctx, closes(ctx), book.start)[i] ?? NaN
  let total = 0
  for (const values of Object.values(book.oi)) total += values[i] ?? 0
  total *= expiryShares[kind] ?? 1
  const putShare = book.putShareOi[i] ?? 0.4
  const expiry = expiryFor(kind, day)
  const maturity =
    expiry === undefined ? '1m' : expiry - day <= 10 ? '1w' : expiry - day <= 45 ? '1m' : '3m'
  const atm = book.atmIv[maturity]?.[i] ?? 0.6
  const skew = book.skew[maturity]?.[i] ?? 0
  const years = ((expiry ?? day + 30) - day) / 365
  const forward = spot * (1 + 0.08 * years)
  const step = strikeStep(spot)
  const strikes: number[] = []
  for (let k = Math.floor((spot * 0.5) / step); k * step <= spot * 1.8; k++) {
    if (k > 0) strikes.push(k * step)
  }
  const bell = (center: number) =>
    strikes.map((strike) => {
      const x = Math.log(strike / center) / 0.22
      // Round strikes draw more open interest.
      return Math.exp(-0.5 * x * x) * (strike % (step * 5) === 0 ? 1.6 : 1)
    })
  const spread = (weights: number[], amount: number): StrikeValue[] => {
    const sum = weights.reduce((a, b) => a + b, 0)
    return strikes.map((strike, k) => ({ strike, value: (amount * (weights[k] ?? 0)) / sum }))
  }
  const calls = spread(bell(spot * 1.12), total * (1 - putShare))
  const puts = spread(bell(spot * 0.88), total * putShare)
  const smile = strikes.map((strike) => {
    const x = Math.log(strike / forward)
    return { strike, value: Math.max(0.05, atm * (1 + 1.1 * x * x) - 2 * skew * x) }
  })
  return {
    contract_expiration: expiry === undefined ? 'aggregated' : iso(expiry),
    calls,
    puts,
    implied_volatility: smile,
    expiration_dates: expirationDays(day).map(iso),
    prices: { index: spot, forward, max_pain: maxPain(calls, puts) },
  }
}

/** The strike where option holders would collect the least at expiry. */
export function maxPain(calls: readonly StrikeValue[], puts: readonly StrikeValue[]): number {
  let best = NaN
  let lowest = Infinity
  for (const { strike: settle } of calls) {
    let payout = 0
    for (const c of calls) payout += c.value * Math.max(0, settle - c.strike)
    for (const p of puts) payout += p.value * Math.max(0, p.strike - settle)
    if (payout < lowest) {
      lowest = payout
      best = settle
    }
  }
  return best
}

/** Daily chains of the last `chainDays` days (today's from the current price). */
export function optionChains(ctx: MetricContext, kind: string) {
  const book = optionsBook(ctx)
  const today = dayOf(ctx.now)
  const first = Math.max(book.start, today - chainDays + 1)
  const days = Array.from({ length: Math.max(0, today - first + 1) }, (_, k) => first + k)
  return {
    t: Float64Array.from(days, (day) => day * DAY),
    d: days.map((day) => chain(ctx, day, kind)),
  }
}
