import { describe, expect, it } from 'vitest'
import { halvingSchedules, halvingSupplyCurve, supplyAfterBlocks } from './btcSupply'
import { DAY, dateToUnix } from './time'

const btc = halvingSupplyCurve(halvingSchedules.BTC)
const at = (date: string) => btc(dateToUnix(date))

describe('Bitcoin supply', () => {
  it('matches the real supply at the halvings', () => {
    expect(at('2012-11-28')).toBeCloseTo(10_500_000, 0)
    expect(at('2016-07-09')).toBeCloseTo(15_750_000, 0)
    expect(at('2020-05-11')).toBeCloseTo(18_375_000, 0)
    expect(at('2024-04-20')).toBeCloseTo(19_687_500, 0)
  })

  it('issues 50, 25, 12.5, 6.25 and 3.125 BTC per block between halvings', () => {
    const perDay = (date: string) => btc(dateToUnix(date) + DAY) - btc(dateToUnix(date))
    expect(perDay('2024-06-01')).toBeCloseTo(144 * 3.125, 6)
    // Before a halving the pace follows the real block times (faster than 144 a day).
    expect(perDay('2019-01-01') / 12.5).toBeGreaterThan(140)
    expect(perDay('2019-01-01') / 12.5).toBeLessThan(160)
  })

  it('halves next around 2028 and never exceeds 21 million', () => {
    const next = dateToUnix('2024-04-20') + (210_000 / 144) * DAY
    expect(new Date(next * 1000).getUTCFullYear()).toBe(2028)
    expect(btc(next)).toBeCloseTo(20_343_750, 0)
    for (const year of [2030, 2050, 2140, 2500]) {
      expect(btc(dateToUnix(`${year}-01-01`))).toBeLessThan(21_000_000)
    }
    expect(supplyAfterBlocks(halvingSchedules.BTC, 1e9)).toBeCloseTo(20_999_999.9769, 4)
  })

  it('only grows', () => {
    let previous = 0
    for (let t = dateToUnix('2009-01-03'); t < dateToUnix('2040-01-01'); t += 7 * DAY) {
      const supply = btc(t)
      expect(supply).toBeGreaterThanOrEqual(previous)
      previous = supply
    }
  })
})

describe('other halving schedules', () => {
  it('gives Litecoin 73.5M at its third halving and Bitcoin Cash Bitcoin’s supply at the fork', () => {
    expect(halvingSupplyCurve(halvingSchedules.LTC)(dateToUnix('2023-08-02'))).toBeCloseTo(
      73_500_000,
      0,
    )
    const bch = halvingSupplyCurve(halvingSchedules.BCH)
    expect(bch(dateToUnix('2017-08-01'))).toBeCloseTo(16_480_000, -5)
    expect(bch(dateToUnix('2024-04-04'))).toBeCloseTo(19_687_500, 0)
  })
})
