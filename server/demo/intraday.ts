import type { Columns, OhlcColumns } from './aggregate'
import type { DemoModel } from './model'
import { lnPriceAt, priceKnots, priceStartDay, type PriceKnots } from './priceModel'
import type { AssetProfile } from './profile'
import { DAY, HOUR, TEN_MINUTES, dayOf } from './time'

/*
 * Price at 10-minute steps, and candles built from those steps. Every price the API serves is a
 * 10-minute step of the same function, so a 1h or 24h close is exactly the last 10-minute price
 * of its hour or day, and a high is the highest 10-minute price in it.
 */

/** 10-minute data is kept to the last year (the product shows no more; app.md section 9). */
export const tenMinuteDays = 365
/** Hourly data goes back two years. */
export const hourlyDays = 730

function knotsFor(model: DemoModel, profile: AssetProfile, now: number): PriceKnots {
  return priceKnots(model, profile, dayOf(now) + 1)
}

/** Prices at every 10-minute step of the last year up to `now`. */
export function tenMinutePrices(model: DemoModel, profile: AssetProfile, now: number): Columns {
  return model.memo.get(`${profile.symbol}|price10m|${now}`, () => {
    const first = Math.max(now - tenMinuteDays * DAY, priceStartDay(profile) * DAY)
    const n = first > now ? 0 : (now - first) / TEN_MINUTES + 1
    const knots = knotsFor(model, profile, now)
    const t = new Float64Array(n)
    const v = new Float64Array(n)
    for (let i = 0; i < n; i++) {
      const time = first + i * TEN_MINUTES
      t[i] = time
      v[i] = Math.exp(lnPriceAt(knots, time))
    }
    return { t, v }
  })
}

/**
 * Candles of `size` seconds starting at `first`, each from its 10-minute steps up to `now` (the
 * last candle is still open). `count` candles.
 */
function candles(knots: PriceKnots, first: number, count: number, size: number, now: number) {
  const out: OhlcColumns = {
    t: new Float64Array(count),
    o: new Float64Array(count),
    h: new Float64Array(count),
    l: new Float64Array(count),
    c: new Float64Array(count),
  }
  for (let k = 0; k < count; k++) {
    const start = first + k * size
    const end = Math.min(start + size - TEN_MINUTES, now)
    let high = -Infinity
    let low = Infinity
    let price = NaN
    for (let time = start; time <= end; time += TEN_MINUTES) {
      price = Math.exp(lnPriceAt(knots, time))
      if (time === start) out.o[k] = price
      if (price > high) high = price
      if (price < low) low = price
    }
    out.t[k] = start
    out.h[k] = high
    out.l[k] = low
    out.c[k] = price
  }
  return out
}

/** Hourly candles of the last two years. */
export function hourlyCandles(model: DemoModel, profile: AssetProfile, now: number): OhlcColumns {
  return model.memo.get(`${profile.symbol}|candles1h|${now}`, () => {
    const from = Math.max(now - hourlyDays * DAY, priceStartDay(profile) * DAY)
    const first = Math.ceil(from / HOUR) * HOUR
    const count = first > now ? 0 : Math.floor((now - first) / HOUR) + 1
    return candles(knotsFor(model, profile, now), first, count, HOUR, now)
  })
}

/**
 * Daily candles from the first traded day. Finished days never change, so they are memoised by
 * day (the expensive part: 144 steps a day over 15 years for Bitcoin); only today's candle is
 * rebuilt for each new `now`.
 */
export function dailyCandles(model: DemoModel, profile: AssetProfile, now: number): OhlcColumns {
  return model.memo.get(`${profile.symbol}|candles24h|${now}`, () => {
    const today = dayOf(now)
    const startDay = priceStartDay(profile)
    if (startDay > today) return candles(knotsFor(model, profile, now), 0, 0, DAY, now)
    const knots = knotsFor(model, profile, now)
    const done = model.memo.get(`${profile.symbol}|candles24h-done|${today}`, () =>
      candles(knots, startDay * DAY, today - startDay, DAY, now),
    )
    const open = candles(knots, today * DAY, 1, DAY, now)
    const join = (a: Float64Array, b: Float64Array) => {
      const out = new Float64Array(a.length + b.length)
      out.set(a)
      out.set(b, a.length)
      return out
    }
    return {
      t: join(done.t, open.t),
      o: join(done.o, open.o),
      h: join(done.h, open.h),
      l: join(done.l, open.l),
      c: join(done.c, open.c),
    }
  })
}
