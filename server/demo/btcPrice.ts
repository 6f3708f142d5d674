import { monotoneCurve, parsePoints } from './curve'
import { dateToDay } from './time'

/*
 * The skeleton of Bitcoin's price (natural log of USD, before noise): a log trend, the four-year
 * cycle around it and two short bubbles. Not a replica of the real history, but the shape people
 * know: ~$0.07 in July 2010, peaks around 2013, 2017, 2021 and 2025 with deep drawdowns after
 * each, smaller swings as the market matures.
 */

const genesisDay = dateToDay('2009-01-03')
const LN10 = Math.LN10

/**
 * The trend: log10 price at the midline of each cycle, against log10 of days since genesis (a
 * power law, the usual long-run model), bending as growth slows. Extended along its last slope.
 */
const trend = monotoneCurve(
  parsePoints(
    '2010-07-17=-1.06 2013-12-01=2.46 2017-12-17=3.81 2021-11-10=4.45 2025-10-06=4.95',
  ).map(([day, value]) => [Math.log10(day - genesisDay), value] as const),
  'linear',
)

/** Cycle tops and how far above the trend each one reaches (log10); later cycles are calmer. */
const peaks = parsePoints(
  '2009-12-15=0.9 2013-12-01=0.59 2017-12-17=0.48 2021-11-10=0.39 2025-10-06=0.14',
)
const cycleDays = 1442
/** Each cycle after the known ones is this much calmer than the one before. */
const calming = 0.85
/** The share of a cycle spent falling from the top to the bottom (about a year). */
const crashShare = 0.27
/** Above 1, the recovery lingers near the bottom and climbs late, as the real ones did. */
const recoveryBend = 2.5

function peak(k: number): { day: number; amplitude: number } {
  const lastIndex = peaks.length - 1
  const first = peaks[0] ?? [genesisDay, 1]
  const last = peaks[lastIndex] ?? first
  if (k < 0) return { day: first[0] + k * cycleDays, amplitude: first[1] }
  if (k > lastIndex) {
    return {
      day: last[0] + (k - lastIndex) * cycleDays,
      amplitude: last[1] * calming ** (k - lastIndex),
    }
  }
  const [day, amplitude] = peaks[k] ?? last
  return { day, amplitude }
}

/** Cycle position in log10: +amplitude at a top, -amplitude at the bottom a year later. */
export function btcCycle(day: number): number {
  let k = Math.floor((day - (peaks[0]?.[0] ?? 0)) / cycleDays)
  while (peak(k + 1).day <= day) k++
  while (peak(k).day > day) k--
  const from = peak(k)
  const to = peak(k + 1)
  const phase = (day - from.day) / (to.day - from.day)
  const amplitude = from.amplitude + (to.amplitude - from.amplitude) * phase
  // Fast crash, then a recovery that starts slowly and accelerates into the next top; both
  // halves are flat at the bottom, so the curve is smooth there.
  if (phase < crashShare) return amplitude * Math.cos((Math.PI * phase) / crashShare)
  const u = ((phase - crashShare) / (1 - crashShare)) ** recoveryBend
  return -amplitude * Math.cos(Math.PI * u)
}

/** Short bubbles the cycle alone does not give: [centre, width in days, height in log10]. */
const bubbles = [
  [dateToDay('2011-06-08'), 45, 1.9],
  [dateToDay('2019-06-26'), 45, 0.3],
  [dateToDay('2020-03-13'), 8, -0.2],
  [dateToDay('2021-04-14'), 30, 0.12],
  [dateToDay('2021-07-10'), 35, -0.22],
  [dateToDay('2024-03-14'), 40, 0.2],
  [dateToDay('2024-12-17'), 60, 0.1],
] as const

function bubble(day: number): number {
  let sum = 0
  for (const [centre, width, height] of bubbles) {
    const z = (day - centre) / width
    if (Math.abs(z) < 6) sum += height * Math.exp(-0.5 * z * z)
  }
  return sum
}

/** The earliest known valuation (October 2009, $1 for 1,309 BTC): nothing is priced below it. */
const floorLog10 = Math.log10(0.00076)

/** Natural log of the skeleton price on a (fractional) day index. */
export function btcSkeleton(day: number): number {
  const age = Math.max(day - genesisDay, 30)
  const log10 = trend(Math.log10(age)) + btcCycle(day) + bubble(day)
  return Math.max(log10, floorLog10) * LN10
}
