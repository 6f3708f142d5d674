import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { DecodedSeries } from './decodeColumns'
import { evictionOrder, joinSeries, seriesRequestKey, splitSeries } from './seriesChunks'

const f = (values: number[]) => Float64Array.from(values)

describe('splitSeries / joinSeries', () => {
  it('stores a long series as chunks of columns and rebuilds it exactly, gaps included', () => {
    const n = 200_000
    const series: DecodedSeries = {
      kind: 'values',
      t: Float64Array.from({ length: n }, (_, i) => i * 600),
      v: Float64Array.from({ length: n }, (_, i) => (i % 1000 === 0 ? NaN : Math.sin(i))),
    }
    const { shape, chunks } = splitSeries(series)
    expect(chunks.map((c) => c.t.length)).toEqual([65_536, 65_536, 65_536, 3392])
    expect(
      chunks.every((c) => c.t instanceof Float64Array && c.columns[0] instanceof Float64Array),
    ).toBe(true)
    expect(shape).toEqual({ kind: 'values', keys: [], n, bytes: 16 * n })
    const back = joinSeries(shape, [...chunks].reverse())
    expect(back).toEqual(series)
  })

  it('keeps keyed columns in order and documents whole', () => {
    const keyed: DecodedSeries = {
      kind: 'keyed',
      t: f([1, 2, 3]),
      o: { c: f([3, 2, 1]), a: f([1, NaN, 3]) },
    }
    const split = splitSeries(keyed, 2)
    expect(split.shape.keys).toEqual(['c', 'a'])
    expect(joinSeries(split.shape, split.chunks)).toEqual(keyed)
    const documents: DecodedSeries = { kind: 'documents', t: f([5]), d: [{ prices: [1, 2] }] }
    const stored = splitSeries(documents)
    expect(joinSeries(stored.shape, stored.chunks)).toEqual(documents)
  })

  it('stores an empty series as one empty chunk', () => {
    const empty: DecodedSeries = { kind: 'values', t: f([]), v: f([]) }
    const { shape, chunks } = splitSeries(empty)
    expect(chunks).toHaveLength(1)
    expect(joinSeries(shape, chunks)).toEqual(empty)
  })

  it('refuses a series with a chunk missing', () => {
    const { shape, chunks } = splitSeries({ kind: 'values', t: f([1, 2, 3]), v: f([1, 2, 3]) }, 1)
    expect(() => joinSeries(shape, chunks.slice(1))).toThrow('incomplete')
  })

  it('round-trips any series at any chunk size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double(), { maxLength: 50 }),
        fc.integer({ min: 1, max: 20 }),
        (values, size) => {
          const series: DecodedSeries = {
            kind: 'values',
            t: f(values.map((_, i) => i)),
            v: f(values),
          }
          const { shape, chunks } = splitSeries(series, size)
          expect(joinSeries(shape, chunks)).toEqual(series)
        },
      ),
    )
  })
})

describe('evictionOrder', () => {
  const entries = [
    { key: 'a', bytes: 40, lastUsed: 3 },
    { key: 'b', bytes: 40, lastUsed: 1 },
    { key: 'c', bytes: 40, lastUsed: 2 },
  ]
  it('evicts the least recently used until the store fits the budget', () => {
    expect(evictionOrder(entries, 120)).toEqual([])
    expect(evictionOrder(entries, 100)).toEqual(['b'])
    expect(evictionOrder(entries, 40)).toEqual(['b', 'c'])
  })
  it('never evicts the series just written', () => {
    expect(evictionOrder(entries, 0, 'b')).toEqual(['c', 'a'])
  })
})

describe('seriesRequestKey', () => {
  it('sorts the query and leaves out the API key and referrer', () => {
    const a = new URL('https://x.example/v1/metrics/market/mvrv?i=24h&a=BTC&api_key=k&f=binary')
    const b = new URL('https://x.example/v1/metrics/market/mvrv?a=BTC&f=binary&i=24h&referrer=r')
    expect(seriesRequestKey(a)).toBe('/v1/metrics/market/mvrv?a=BTC&f=binary&i=24h')
    expect(seriesRequestKey(b)).toBe(seriesRequestKey(a))
  })
})
