import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { alignTo8 } from './binaryLayout'
import { decodeSeriesBinary } from './decodeBinary'
import { SeriesDecodeError, transferablesOf } from './decodeColumns'
import { decodeSeries, seriesPayloadFormat } from './decodeSeries'

/**
 * Bytes in the layout of docs/api.md (`f=binary`), written here by hand rather than by the
 * server's encoder, so that these tests check the decoder against the documented layout; the
 * round trip through the encoder is in server/metrics/seriesEncoding.test.ts.
 */
function binary({
  kind,
  header = {},
  t,
  columns = [],
  documents,
}: {
  kind: number
  header?: unknown
  t: number[]
  columns?: number[][]
  documents?: unknown
}): ArrayBuffer {
  const headerBytes = new TextEncoder().encode(JSON.stringify(header))
  const tOffset = alignTo8(16 + headerBytes.length)
  const afterT = tOffset + 8 * t.length
  const documentBytes =
    documents === undefined ? undefined : new TextEncoder().encode(JSON.stringify(documents))
  const end =
    documentBytes === undefined
      ? afterT + 8 * t.length * columns.length
      : afterT + 4 + documentBytes.length
  const buffer = new ArrayBuffer(alignTo8(end))
  const bytes = new Uint8Array(buffer)
  const view = new DataView(buffer)
  bytes.set(new TextEncoder().encode('STS1'), 0)
  view.setUint8(4, kind)
  view.setUint32(8, t.length, true)
  view.setUint32(12, headerBytes.length, true)
  bytes.set(headerBytes, 16)
  const writeColumn = (offset: number, values: number[]) =>
    values.forEach((value, i) => view.setFloat64(offset + 8 * i, value, true))
  writeColumn(tOffset, t)
  columns.forEach((column, index) => writeColumn(afterT + 8 * t.length * index, column))
  if (documentBytes !== undefined) {
    view.setUint32(afterT, documentBytes.length, true)
    bytes.set(documentBytes, afterT + 4)
  }
  return buffer
}

const values = () => binary({ kind: 0, t: [10, 20, 30], columns: [[1.5, Number.NaN, -2]] })
const keyed = () =>
  binary({
    kind: 1,
    header: { keys: ['o', 'h'] },
    t: [10, 20],
    columns: [
      [1, 2],
      [Number.NaN, 4],
    ],
  })
const documents = () =>
  binary({ kind: 2, t: [10, 20], documents: [{ strike: 10 }, { calls: [1, 2], puts: [] }] })

describe('decodeSeriesBinary', () => {
  it('decodes a values series into views on the buffer, NaN gaps kept', () => {
    const buffer = values()
    const out = decodeSeriesBinary(buffer)
    expect(out.kind).toBe('values')
    if (out.kind !== 'values') return
    expect([...out.t]).toEqual([10, 20, 30])
    expect([...out.v]).toEqual([1.5, Number.NaN, -2])
    // No copy: both columns sit in the response's own buffer, 8-aligned after the `{}` header.
    expect(out.t.buffer).toBe(buffer)
    expect(out.v.buffer).toBe(buffer)
    expect(out.t.byteOffset).toBe(24)
    expect(out.v.byteOffset).toBe(48)
    expect(buffer.byteLength).toBe(72)
    // One buffer, transferred once: a transfer list naming it twice would throw.
    expect(transferablesOf(out)).toEqual([buffer])
  })

  it('decodes keyed columns in header order and keeps documents as they are', () => {
    const out = decodeSeriesBinary(keyed())
    expect(out.kind).toBe('keyed')
    if (out.kind !== 'keyed') return
    expect(Object.keys(out.o)).toEqual(['o', 'h'])
    expect([...(out.o.o ?? [])]).toEqual([1, 2])
    expect([...(out.o.h ?? [])]).toEqual([Number.NaN, 4])
    expect(out.t.byteOffset % 8).toBe(0)
    expect(transferablesOf(out)).toHaveLength(1)

    expect(decodeSeriesBinary(documents())).toMatchObject({
      kind: 'documents',
      t: Float64Array.from([10, 20]),
      d: [{ strike: 10 }, { calls: [1, 2], puts: [] }],
    })
  })

  it('decodes empty series and a key named __proto__ as a column', () => {
    const empty = decodeSeriesBinary(binary({ kind: 0, t: [], columns: [[]] }))
    expect(empty).toMatchObject({ kind: 'values', t: new Float64Array(0), v: new Float64Array(0) })
    const noKeys = decodeSeriesBinary(binary({ kind: 1, header: { keys: [] }, t: [1] }))
    expect(noKeys).toMatchObject({ kind: 'keyed', o: {} })
    const proto = decodeSeriesBinary(
      binary({ kind: 1, header: { keys: ['__proto__'] }, t: [1], columns: [[7]] }),
    )
    if (proto.kind !== 'keyed') throw new Error('expected a keyed series')
    expect(Object.keys(proto.o)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(proto.o)).toBe(Object.prototype)
  })

  it('ignores header fields it does not know', () => {
    const out = decodeSeriesBinary(
      binary({ kind: 0, header: { unit: 'usd' }, t: [1], columns: [[2]] }),
    )
    expect(out).toMatchObject({ kind: 'values', v: Float64Array.from([2]) })
  })

  it('refuses corrupt input, naming the problem', () => {
    const patched = (buffer: ArrayBuffer, offset: number, byte: number) => {
      new Uint8Array(buffer)[offset] = byte
      return buffer
    }
    const longer = (buffer: ArrayBuffer, extra: number) => {
      const out = new Uint8Array(buffer.byteLength + extra)
      out.set(new Uint8Array(buffer))
      return out.buffer
    }
    const bad: Array<[ArrayBuffer, RegExp]> = [
      [new ArrayBuffer(5), /truncated: 5 bytes, shorter than its 16-byte prefix/],
      [new TextEncoder().encode('{"t":[1],"v":[2]}').buffer, /does not start with STS1/],
      [patched(values(), 4, 7), /Unknown binary series kind 7/],
      [patched(values(), 6, 1), /Bytes 5 to 7 of the binary series are not zero/],
      [values().slice(0, 17), /truncated: its header ends at byte 18 of 17/],
      [values().slice(0, 64), /truncated: 64 bytes where its 3 points take 72/],
      [longer(values(), 8), /has 80 bytes where its 3 points take 72/],
      [patched(values(), 16, 0x5b), /header is not valid UTF-8 JSON/],
      [patched(values(), 16, 0xff), /header is not valid UTF-8 JSON/],
      [binary({ kind: 0, header: [], t: [1], columns: [[1]] }), /header is invalid/],
      [binary({ kind: 1, t: [1], columns: [[1]] }), /keyed series has no keys/],
      [
        binary({ kind: 0, header: { keys: ['v'] }, t: [1], columns: [[1]] }),
        /values series has keys/,
      ],
      [
        binary({ kind: 1, header: { keys: ['a', 'a'] }, t: [1], columns: [[1], [2]] }),
        /header is invalid: keys must be unique/,
      ],
      [binary({ kind: 1, header: { keys: [1] }, t: [1], columns: [[1]] }), /header is invalid/],
      [binary({ kind: 0, t: [1, Number.NaN], columns: [[1, 2]] }), /t\[1\] is not a finite time/],
      [binary({ kind: 2, t: [1], documents: [1] }), /documents are not objects/],
      [binary({ kind: 2, t: [1, 2], documents: [{}] }), /d and t differ in length/],
      [documents().slice(0, 40), /truncated: 40 bytes where its 2 points take 44/],
      [documents().slice(0, 48), /truncated: 48 bytes where its 2 points take/],
    ]
    for (const [buffer, message] of bad) {
      expect(() => decodeSeriesBinary(buffer)).toThrow(message)
      expect(() => decodeSeriesBinary(buffer)).toThrow(SeriesDecodeError)
    }
  })

  it('a point count larger than the body is truncation, not a RangeError', () => {
    const buffer = values()
    new DataView(buffer).setUint32(8, 0xffff_ffff, true)
    expect(() => decodeSeriesBinary(buffer)).toThrow(/truncated: 72 bytes where its 4294967295/)
  })

  it('every prefix of a valid body, and any changed byte, fails as a SeriesDecodeError', () => {
    for (const whole of [values(), keyed(), documents()]) {
      for (let length = 0; length < whole.byteLength; length += 1) {
        expect(() => decodeSeriesBinary(whole.slice(0, length))).toThrow(SeriesDecodeError)
      }
      fc.assert(
        fc.property(
          fc.nat({ max: whole.byteLength - 1 }),
          fc.integer({ min: 0, max: 255 }),
          (offset, byte) => {
            const buffer = whole.slice(0)
            new Uint8Array(buffer)[offset] = byte
            try {
              decodeSeriesBinary(buffer)
            } catch (error) {
              expect(error).toBeInstanceOf(SeriesDecodeError)
            }
          },
        ),
      )
    }
  })
})

describe('transfer back to the page', () => {
  it('moves the one buffer of a binary series once, and the columns arrive as views on it', async () => {
    const { port1, port2 } = new MessageChannel()
    const received = new Promise<unknown>((resolve) => {
      port2.addEventListener('message', (event) => resolve((event as MessageEvent).data))
      port2.start()
    })
    const buffer = keyed()
    const series = decodeSeriesBinary(buffer)
    // Naming the buffer once per column would throw a DataCloneError.
    expect(() => port1.postMessage(series, [buffer, buffer])).toThrow(/duplicate/i)
    port1.postMessage(series, transferablesOf(series))
    expect(buffer.byteLength).toBe(0) // moved, not copied
    const copy = (await received) as typeof series
    port1.close()
    expect(copy.kind).toBe('keyed')
    if (copy.kind !== 'keyed') return
    expect(copy.o.h?.buffer).toBe(copy.t.buffer)
    expect([...(copy.o.h ?? [])]).toEqual([Number.NaN, 4])
  })
})

describe('decodeSeries', () => {
  it('takes the form from the Content-Type and decodes either', () => {
    expect(seriesPayloadFormat('application/octet-stream')).toBe('binary')
    expect(seriesPayloadFormat('Application/Octet-Stream; charset=binary')).toBe('binary')
    expect(seriesPayloadFormat('application/json; charset=utf-8')).toBe('columns')
    expect(seriesPayloadFormat(null)).toBe('columns')

    expect(decodeSeries(values(), 'binary')).toMatchObject({ kind: 'values' })
    expect(decodeSeries('{"t":[1],"v":[null]}', 'columns')).toMatchObject({
      kind: 'values',
      v: Float64Array.from([Number.NaN]),
    })
    expect(() => decodeSeries('STS1', 'binary')).toThrow(/must be given as bytes/)
    expect(() => decodeSeries(values(), 'columns')).toThrow(/not valid JSON/)
  })
})
