import { describe, expect, it } from 'vitest'
import {
  availableComparisons,
  earlierIndex,
  optionsComparison,
  snapshotIndex,
  snapshotOf,
} from './snapshots'

describe('snapshotOf', () => {
  it('spreads 100 ATH partitions over 0..ATH and 50 current ones over 0..2x the price', () => {
    const ath = snapshotOf({ ath_price: 1000, current_price: 400, partitions: Array(100).fill(1) })
    expect(ath?.x[0]).toBe(5)
    expect(ath?.x[99]).toBe(995)
    expect(ath?.marker).toEqual({ value: 400, label: 'Current price' })
    const current = snapshotOf({
      ath_price: 1000,
      current_price: 400,
      partitions: Array(50).fill(1),
    })
    expect(current?.x[49]).toBe(792)
  })

  it('puts exchanges in order of open interest, with their volume', () => {
    const snapshot = snapshotOf({
      open_interest: { cme: 10, binance: 22 },
      daily_volume: { cme: 3, binance: 45 },
      changes: { cme: -0.01, binance: 0.01 },
    })
    expect(snapshot?.xLabels).toEqual(['Binance', 'CME'])
    expect(snapshot?.series.map((s) => [...s.values])).toEqual([
      [22, 10],
      [45, 3],
    ])
  })

  it('lines calls, puts and implied volatility up by strike', () => {
    const snapshot = snapshotOf({
      contract_expiration: '2026-11-27',
      calls: [{ strike: 90, value: 5 }],
      puts: [{ strike: 85, value: 7 }],
      implied_volatility: [
        { strike: 85, value: 0.47 },
        { strike: 90, value: 0.45 },
      ],
      expiration_dates: ['2026-11-27'],
      prices: { index: 88, forward: 88.3, max_pain: 90 },
    })
    expect([...(snapshot?.x ?? [])]).toEqual([85, 90])
    expect(snapshot?.series.map((s) => [s.id, [...s.values]])).toEqual([
      ['calls', [NaN, 5]],
      ['puts', [7, NaN]],
      ['iv', [0.47, 0.45]],
    ])
    expect(snapshot?.series[2]?.axis).toBe('price')
  })

  it('knows nothing of other documents', () => {
    expect(snapshotOf({ min: 1, max: 2, prices: [], supply: [] })).toBeUndefined()
  })
})

describe('options expiry comparison', () => {
  const day = 86_400
  const start = 1_763_596_800
  // 16 daily chains; the implied volatility at strike 100 is the day number, so each curve
  // tells which day it came from. Strike 80 exists only on the first day.
  const t = Float64Array.from({ length: 16 }, (_, i) => start + i * day)
  const documents = Array.from({ length: 16 }, (_, i) => ({
    contract_expiration: 'aggregated',
    calls: [{ strike: 100, value: 10 + i }],
    puts: [{ strike: 90, value: 20 + i }],
    implied_volatility: [
      { strike: 100, value: i },
      ...(i === 0 ? [{ strike: 80, value: 0.9 }] : []),
    ],
    expiration_dates: [],
    prices: { index: 95 },
  }))

  it('finds the document a number of days back, or none before the first', () => {
    expect(earlierIndex(t, 15, 1)).toBe(14)
    expect(earlierIndex(t, 15, 7)).toBe(8)
    expect(earlierIndex(t, 15, 14)).toBe(1)
    expect(earlierIndex(t, 3, 7)).toBeUndefined()
    expect(earlierIndex(t, 15, 0)).toBe(15)
  })

  it('offers only the comparisons with a document that far back', () => {
    expect(availableComparisons(t, 15)).toEqual(['2w', '1w', '2d', '1d', 'latest'])
    expect(availableComparisons(t, 3)).toEqual(['2d', '1d', 'latest'])
    expect(availableComparisons(t, 0)).toEqual(['latest'])
    // A gap: the day before the last has no chain, so "1d" would repeat an older one.
    const gappy = Float64Array.from([start, start + 5 * day])
    expect(availableComparisons(gappy, 1)).toEqual(['latest'])
  })

  it('keeps the day’s bars and lays the chosen days’ implied volatility over them', () => {
    const snapshot = optionsComparison(t, documents, 15, ['latest', '1w', '2w'])
    expect(snapshot?.kind).toBe('options')
    // Two weeks before day 15 is day 1, which has no strike 80: the axis has none either.
    expect([...(snapshot?.x ?? [])]).toEqual([90, 100])
    expect(snapshot?.series.map((s) => [s.id, s.label, s.kind, [...s.values]])).toEqual([
      ['calls', 'Calls', 'column', [NaN, 25]],
      ['puts', 'Puts', 'column', [35, NaN]],
      ['iv-2w', 'Implied volatility 2w ago', 'line', [NaN, 1]],
      ['iv-1w', 'Implied volatility 1w ago', 'line', [NaN, 8]],
      ['iv', 'Implied volatility', 'line', [NaN, 15]],
    ])
    // Two weeks before day 14 is day 0: its wing at strike 80 joins the axis.
    const first = optionsComparison(t, documents, 14, ['2w'])
    expect([...(first?.x ?? [])]).toEqual([80, 90, 100])
    expect([...(first?.series[2]?.values ?? [])]).toEqual([0.9, NaN, 0])
  })

  it('without comparisons draws the bars alone, and is undefined for other documents', () => {
    expect(optionsComparison(t, documents, 15, [])?.series.map((s) => s.id)).toEqual([
      'calls',
      'puts',
    ])
    expect(optionsComparison(t, [{ partitions: [1] }], 0, ['latest'])).toBeUndefined()
  })
})

describe('snapshotIndex', () => {
  const t = Float64Array.from([1_763_596_800, 1_763_683_200, 1_763_769_600]) // 20, 21, 22 Nov 2025
  it('finds the day asked for, else the latest', () => {
    expect(snapshotIndex(t, '2025-11-21')).toBe(1)
    expect(snapshotIndex(t, undefined)).toBe(2)
    expect(snapshotIndex(t, '1999-01-01')).toBe(2)
    expect(snapshotIndex(t, 'yesterday')).toBe(2)
  })
})
