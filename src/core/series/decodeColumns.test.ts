import { describe, expect, it } from 'vitest'
import { decodeSeriesColumns, SeriesDecodeError, transferablesOf } from './decodeColumns'

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer

describe('decodeSeriesColumns', () => {
  it('turns t/v columns into Float64Arrays, null into NaN', () => {
    const out = decodeSeriesColumns(bytes({ t: [1, 2, 3], v: [1.5, null, -2] }))
    expect(out.kind).toBe('values')
    if (out.kind !== 'values') return
    expect(out.t).toBeInstanceOf(Float64Array)
    expect([...out.t]).toEqual([1, 2, 3])
    expect([...out.v]).toEqual([1.5, Number.NaN, -2])
    expect(transferablesOf(out)).toEqual([out.t.buffer, out.v.buffer])
  })

  it('decodes keyed columns and keeps documents as they are', () => {
    const keyed = decodeSeriesColumns(JSON.stringify({ t: [1, 2], o: { a: [1, 2], b: [null, 3] } }))
    expect(keyed.kind === 'keyed' && [...(keyed.o.b ?? [])]).toEqual([Number.NaN, 3])
    expect(transferablesOf(keyed)).toHaveLength(3)
    const docs = decodeSeriesColumns(JSON.stringify({ t: [1], d: [{ strike: 10 }] }))
    expect(docs).toMatchObject({ kind: 'documents', d: [{ strike: 10 }] })
  })

  it('refuses what is not the columnar form, naming the problem', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ t: [1, 2], v: [1] }, /v and t differ in length/],
      [{ t: [1, 'x'], v: [1, 2] }, /t\[1\] is not a number/],
      [{ t: [null], v: [1] }, /t\[0\] is not a number/],
      [{ t: [1], v: ['1'] }, /v\[0\] is not a number/],
      [[{ t: 1, v: 2 }], /not in the columnar form/],
      [{ t: [1], v: [1], extra: true }, /not in the columnar form/],
    ]
    for (const [body, message] of bad) {
      expect(() => decodeSeriesColumns(bytes(body))).toThrow(message)
    }
    expect(() => decodeSeriesColumns('{"t":')).toThrow(SeriesDecodeError)
  })
})
