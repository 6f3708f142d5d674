import { describe, expect, it } from 'vitest'
import { decodeSeriesBinary } from './decodeBinary'
import type { DecodedSeries } from './decodeColumns'
import { encodeSeriesBinary } from './encodeBinary'

const f = (values: number[]) => Float64Array.from(values)

describe('encodeSeriesBinary', () => {
  it.each<DecodedSeries>([
    { kind: 'values', t: f([1, 2, 3]), v: f([1.5, NaN, -3]) },
    { kind: 'keyed', t: f([1, 2]), o: { o: f([1, 2]), c: f([3, NaN]) } },
    { kind: 'documents', t: f([7]), d: [{ ath_price: 10, partitions: [1, 2] }] },
    { kind: 'values', t: f([]), v: f([]) },
  ])('writes bytes the decoder reads back as the same $kind series', (series) => {
    const bytes = encodeSeriesBinary(series)
    expect(bytes.byteLength % 8).toBe(0)
    expect(decodeSeriesBinary(bytes)).toEqual(series)
  })

  it('fills a short column with gaps', () => {
    const bytes = encodeSeriesBinary({ kind: 'values', t: f([1, 2, 3]), v: f([4]) })
    expect(decodeSeriesBinary(bytes)).toEqual({
      kind: 'values',
      t: f([1, 2, 3]),
      v: f([4, NaN, NaN]),
    })
  })
})
