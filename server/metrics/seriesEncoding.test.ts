import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSeriesBinary } from '@/core/series/decodeBinary'
import type { SeriesColumns } from './metricSource'
import { encodeSeries, rfc3339 } from './seriesEncoding'
import { seriesBytes, sliceSeries } from './seriesSlice'

const t = Float64Array.from([1706659200, 1706659800, 1706745600])
const scalar: SeriesColumns = { t, v: Float64Array.from([1.5, NaN, -0.25]) }
const object: SeriesColumns = {
  t,
  o: { 'a,b': Float64Array.from([1, 2, 3]), 'say "hi"': Float64Array.from([NaN, Infinity, 4]) },
}
const text = (series: SeriesColumns, ...rest: Tail<Parameters<typeof encodeSeries>>) =>
  encodeSeries(series, ...rest).body.toString('utf8')
type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never

describe('encodeSeries', () => {
  it('writes JSON points with missing and infinite values as null', () => {
    expect(JSON.parse(text(scalar, 'value', 'json', 'unix'))).toEqual([
      { t: 1706659200, v: 1.5 },
      { t: 1706659800, v: null },
      { t: 1706745600, v: -0.25 },
    ])
    expect(JSON.parse(text(object, 'object', 'json', 'unix'))[1]).toEqual({
      t: 1706659800,
      o: { 'a,b': 2, 'say "hi"': null },
    })
  })

  it('writes the columnar form', () => {
    expect(text(scalar, 'value', 'columns', 'unix')).toBe(
      '{"t":[1706659200,1706659800,1706745600],"v":[1.5,null,-0.25]}',
    )
    expect(JSON.parse(text(object, 'object', 'columns', 'humanized'))).toEqual({
      t: ['2024-01-31T00:00:00Z', '2024-01-31T00:10:00Z', '2024-02-01T00:00:00Z'],
      o: { 'a,b': [1, 2, 3], 'say "hi"': [null, null, 4] },
    })
  })

  it('writes CSV with empty fields for gaps and quoted keys', () => {
    expect(text(scalar, 'value', 'csv', 'unix')).toBe(
      'timestamp,value\n1706659200,1.5\n1706659800,\n1706745600,-0.25\n',
    )
    expect(text(object, 'object', 'csv', 'humanized')).toBe(
      'timestamp,"a,b","say ""hi"""\n' +
        '2024-01-31T00:00:00Z,1,\n2024-01-31T00:10:00Z,2,\n2024-02-01T00:00:00Z,3,4\n',
    )
  })

  it('writes an empty series as an empty list, empty columns or a header', () => {
    const empty: SeriesColumns = { t: new Float64Array(0), v: new Float64Array(0) }
    expect(text(empty, 'value', 'json', 'unix')).toBe('[]')
    expect(text(empty, 'value', 'columns', 'unix')).toBe('{"t":[],"v":[]}')
    expect(text(empty, 'value', 'csv', 'unix')).toBe('timestamp,value\n')
  })

  it('answers a value metric without values as gaps', () => {
    expect(text({ t }, 'value', 'columns', 'unix')).toBe(
      '{"t":[1706659200,1706659800,1706745600],"v":[null,null,null]}',
    )
  })

  it('formats humanized times like Date#toISOString without the milliseconds', () => {
    const times = Float64Array.from([
      0, 59, 3599, 86_399, 951_782_400, 1_709_164_799, 1_709_164_800.5,
    ])
    const encoded = JSON.parse(text({ t: times, v: times }, 'value', 'columns', 'humanized')) as {
      t: string[]
    }
    expect(encoded.t).toEqual([...times].map((s) => rfc3339(s)))
    expect(encoded.t.slice(4)).toEqual([
      '2000-02-29T00:00:00Z',
      '2024-02-28T23:59:59Z',
      '2024-02-29T00:00:00.500Z',
    ])
  })
})

describe('sliceSeries', () => {
  it('keeps points with since <= t <= until, as views on the same buffers', () => {
    const sliced = sliceSeries(object, 1706659800, 1706745600)
    expect([...sliced.t]).toEqual([1706659800, 1706745600])
    expect([...(sliced.o?.['a,b'] ?? [])]).toEqual([2, 3])
    expect(sliced.t.buffer).toBe(t.buffer)
  })

  it('handles open and empty windows', () => {
    expect(sliceSeries(scalar, undefined, undefined)).toBe(scalar)
    expect([...sliceSeries(scalar, undefined, 1706659200).t]).toEqual([1706659200])
    expect(sliceSeries(scalar, 1706745601, undefined).t).toHaveLength(0)
    expect(sliceSeries(scalar, 1706659201, 1706659799).v).toHaveLength(0)
  })

  it('measures the bytes a series holds', () => {
    expect(seriesBytes(scalar)).toBe(48)
    expect(seriesBytes(object)).toBe(72)
  })
})

describe('document series', () => {
  const documents: SeriesColumns = {
    t,
    d: [
      { calls: [{ strike: 40000, value: 12 }], puts: [] },
      { calls: [], puts: [{ strike: 30000, value: 3.5 }] },
      { ath_price: 69000, partitions: [1, 2] },
    ],
  }

  it('writes nested values under o in JSON and under d in columns', () => {
    const json = JSON.parse(text(documents, 'document', 'json', 'unix')) as unknown[]
    expect(json[1]).toEqual({
      t: 1706659800,
      o: { calls: [], puts: [{ strike: 30000, value: 3.5 }] },
    })
    expect(JSON.parse(text(documents, 'document', 'columns', 'unix'))).toEqual({
      t: Array.from(t),
      d: documents.d,
    })
  })

  it('writes each value as one quoted JSON field in CSV', () => {
    const lines = text(documents, 'document', 'csv', 'unix').split('\n')
    expect(lines[0]).toBe('timestamp,value')
    expect(lines[3]).toBe('1706745600,"{""ath_price"":69000,""partitions"":[1,2]}"')
    expect(lines).toHaveLength(5)
  })

  it('slices documents with the times', () => {
    const window = sliceSeries(documents, 1706659800, 1706659800)
    expect(Array.from(window.t)).toEqual([1706659800])
    expect(window.d).toEqual([documents.d?.[1]])
    expect(seriesBytes(documents)).toBeGreaterThan(seriesBytes({ t }))
  })
})

describe('binary series (f=binary)', () => {
  const bytesOf = (series: SeriesColumns, shape: Parameters<typeof encodeSeries>[1]) => {
    const { body, contentType } = encodeSeries(series, shape, 'binary', 'unix')
    expect(contentType).toBe('application/octet-stream')
    // What the browser's response.arrayBuffer() gives: a buffer of its own.
    return new Uint8Array(body).buffer
  }
  const float64At = (buffer: ArrayBuffer, offset: number, n: number) =>
    Array.from({ length: n }, (_, i) => new DataView(buffer).getFloat64(offset + 8 * i, true))

  it('writes the documented layout, little-endian, every column at a multiple of 8', () => {
    const buffer = bytesOf(object, 'object')
    const bytes = Buffer.from(buffer)
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('STS1')
    expect([...bytes.subarray(4, 8)]).toEqual([1, 0, 0, 0])
    expect(bytes.readUInt32LE(8)).toBe(3)
    const headerLength = bytes.readUInt32LE(12)
    const header = bytes.subarray(16, 16 + headerLength).toString('utf8')
    expect(header).toBe('{"keys":["a,b","say \\"hi\\""]}')
    const tOffset = Math.ceil((16 + headerLength) / 8) * 8
    expect([...bytes.subarray(16 + headerLength, tOffset)].every((byte) => byte === 0)).toBe(true)
    expect(float64At(buffer, tOffset, 3)).toEqual([...t])
    expect(float64At(buffer, tOffset + 24, 3)).toEqual([1, 2, 3])
    expect(float64At(buffer, tOffset + 48, 3)).toEqual([NaN, Infinity, 4])
    expect(buffer.byteLength).toBe(tOffset + 72)

    const scalarBytes = Buffer.from(bytesOf(scalar, 'value'))
    expect(scalarBytes[4]).toBe(0)
    expect(scalarBytes.subarray(12, 18).toString('latin1')).toBe('\x02\x00\x00\x00{}')
    expect(scalarBytes.length).toBe(24 + 2 * 24)
  })

  it('round-trips values, keyed and document series through the decoder, gaps as NaN', () => {
    expect(decodeSeriesBinary(bytesOf(scalar, 'value'))).toEqual({
      kind: 'values',
      t,
      v: Float64Array.from([1.5, NaN, -0.25]),
    })
    expect(decodeSeriesBinary(bytesOf(object, 'object'))).toEqual({ kind: 'keyed', ...object })
    const documents = { t, d: [{ calls: [{ strike: 40000 }] }, { é: 'ü' }, { a: null }] }
    expect(decodeSeriesBinary(bytesOf(documents, 'document'))).toEqual({
      kind: 'documents',
      ...documents,
    })
  })

  it('writes empty series, windows (views at an offset) and a value metric without values', () => {
    const empty = bytesOf({ t: new Float64Array(0), v: new Float64Array(0) }, 'value')
    expect(empty.byteLength).toBe(24)
    expect(decodeSeriesBinary(empty)).toMatchObject({ kind: 'values', v: new Float64Array(0) })
    const window = sliceSeries(object, 1706659800, undefined)
    expect(decodeSeriesBinary(bytesOf(window, 'object'))).toEqual({ kind: 'keyed', ...window })
    expect(decodeSeriesBinary(bytesOf({ t }, 'value'))).toEqual({
      kind: 'values',
      t,
      v: Float64Array.from([NaN, NaN, NaN]),
    })
  })

  it('refuses humanized timestamps', () => {
    expect(() => encodeSeries(scalar, 'value', 'binary', 'humanized')).toThrow(/unix seconds/)
  })

  it('round-trips random series: any doubles, NaN gaps, any keys', () => {
    const column = (n: number) => fc.float64Array({ minLength: n, maxLength: n })
    const series = fc.integer({ min: 0, max: 40 }).chain((n) =>
      fc.record({
        t: fc.float64Array({ minLength: n, maxLength: n, noDefaultInfinity: true, noNaN: true }),
        v: column(n),
        o: fc.dictionary(fc.string({ unit: 'grapheme', maxLength: 12 }), column(n), {
          maxKeys: 6,
        }),
      }),
    )
    fc.assert(
      fc.property(series, ({ t: times, v, o }) => {
        const values = decodeSeriesBinary(bytesOf({ t: times, v }, 'value'))
        expect(values).toEqual({ kind: 'values', t: times, v })
        const keyed = decodeSeriesBinary(bytesOf({ t: times, o }, 'object'))
        expect(keyed).toEqual({ kind: 'keyed', t: times, o })
        if (keyed.kind !== 'keyed') return
        expect(Object.keys(keyed.o)).toEqual(Object.keys(o))
        // -0 and NaN payloads survive too: the bytes are the bytes.
        for (const [key, values] of Object.entries(o)) {
          expect(new Uint8Array((keyed.o[key] ?? new Float64Array(0)).slice().buffer)).toEqual(
            new Uint8Array(values.slice().buffer),
          )
        }
      }),
    )
  })

  it('round-trips random documents', () => {
    // A "__proto__" key is not kept alike by the generator's objects and by JSON.parse, so the
    // two sides would differ before any encoding took place.
    const key = fc.string().filter((k) => k !== '__proto__')
    const documents = fc.array(fc.dictionary(key, fc.jsonValue()), { maxLength: 20 })
    fc.assert(
      fc.property(documents, (d) => {
        const times = Float64Array.from(d, (_, i) => 1_700_000_000 + i * 600)
        const decoded = decodeSeriesBinary(bytesOf({ t: times, d }, 'document'))
        expect(decoded).toEqual({ kind: 'documents', t: times, d: JSON.parse(JSON.stringify(d)) })
      }),
    )
  })
})
