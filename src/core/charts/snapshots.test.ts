import { describe, expect, it } from 'vitest'
import { snapshotIndex, snapshotOf } from './snapshots'

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
    expect(snapshot?.xLabels).toEqual(['binance', 'cme'])
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

describe('snapshotIndex', () => {
  const t = Float64Array.from([1_763_596_800, 1_763_683_200, 1_763_769_600]) // 20, 21, 22 Nov 2025
  it('finds the day asked for, else the latest', () => {
    expect(snapshotIndex(t, '2025-11-21')).toBe(1)
    expect(snapshotIndex(t, undefined)).toBe(2)
    expect(snapshotIndex(t, '1999-01-01')).toBe(2)
    expect(snapshotIndex(t, 'yesterday')).toBe(2)
  })
})
