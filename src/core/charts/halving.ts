import { formatDate } from '../format/date'

/*
 * The halving chart (charts.md §3 and §9): each halving cycle as one line of the price relative
 * to the halving day's close, against the days since that halving, over the first 1420 days.
 * The series' own `ratio` restarts at the next halving (about day 1320), so the line is the
 * price over the halving day's price, which is the same ratio until then and goes on after.
 */

export const halvingChartDays = 1420
const daySeconds = 86_400

export interface HalvingCycle {
  /** "2016-07-09": the halving that starts the cycle. */
  label: string
  /** Days since the halving, 0 to at most 1420. */
  days: Float64Array
  ratio: Float64Array
}

/** Splits the halving series (keys price, daysTillHalving) into cycles, oldest first. */
export function halvingCycles(
  t: Float64Array,
  price: Float64Array,
  daysTillHalving: Float64Array,
): HalvingCycle[] {
  const starts: number[] = []
  for (let i = 0; i < t.length; i += 1) if (daysTillHalving[i] === 0) starts.push(i)
  return starts.map((start) => {
    const origin = t[start] as number
    let end = start
    while (
      end + 1 < t.length &&
      ((t[end + 1] as number) - origin) / daySeconds <= halvingChartDays
    ) {
      end += 1
    }
    const days = new Float64Array(end - start + 1)
    for (let i = start; i <= end; i += 1)
      days[i - start] = Math.round(((t[i] as number) - origin) / daySeconds)
    const base = price[start] as number
    const ratio = price.slice(start, end + 1).map((p) => p / base)
    return { label: formatDate(origin), days, ratio }
  })
}
