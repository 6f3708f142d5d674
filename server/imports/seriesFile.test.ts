import { describe, expect, it } from 'vitest'
import { detectFormat, parseSeriesFile, SeriesFileError } from './seriesFile'

const jan1 = 1_704_067_200
const day = 86_400

function csv(...lines: string[]) {
  return parseSeriesFile(`${lines.join('\n')}\n`, 'csv')
}

function rejection(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof SeriesFileError) return error.message
    throw error
  }
  throw new Error('expected the file to be rejected')
}

describe('parseSeriesFile: CSV', () => {
  it('reads t,v with unix seconds, a gap as NaN, and decimal and exponent values', () => {
    const points = csv('t,v', `${jan1},1.5`, `${jan1 + day},`, `${jan1 + 2 * day},-2e3`)
    expect(Array.from(points.t)).toEqual([jan1, jan1 + day, jan1 + 2 * day])
    expect(Array.from(points.v)).toEqual([1.5, NaN, -2000])
  })

  it('reads a timestamp,value header in any case and column order, with a BOM and CRLF', () => {
    const points = parseSeriesFile(`\uFEFFValue,Timestamp\r\n7,${jan1}\r\n`, 'csv')
    expect(Array.from(points.t)).toEqual([jan1])
    expect(Array.from(points.v)).toEqual([7])
  })

  it('reads 13-digit milliseconds as seconds', () => {
    const points = csv('t,v', `${jan1}000,1`, `${jan1 + day}000,2`)
    expect(Array.from(points.t)).toEqual([jan1, jan1 + day])
  })

  it('reads RFC 3339 dates: UTC, offsets, fractions of zero and bare dates', () => {
    const points = csv(
      'timestamp,value',
      '2024-01-01,1',
      '2024-01-02T00:00:00Z,2',
      '2024-01-03T02:00:00+02:00,3',
      '2024-01-04T00:00:00.000Z,4',
    )
    expect(Array.from(points.t)).toEqual([jan1, jan1 + day, jan1 + 2 * day, jan1 + 3 * day])
  })

  it.each([
    [['t,v', `${jan1},1`, `${jan1 + day},abc`], 'line 3: value "abc" is not a number'],
    [['t,v', `${jan1},1`, `${jan1 + day},Infinity`], 'line 3: value "Infinity" is not a number'],
    [
      ['t,v', `${jan1},1`, 'yesterday,2'],
      'line 3: timestamp "yesterday" is not unix seconds, 13-digit milliseconds or an RFC 3339 date',
    ],
    [['t,v', ',2'], 'line 2: missing timestamp'],
    [['t,v', '2024-02-30,1'], 'line 2: timestamp 2024-02-30 is not a valid date'],
    [['t,v', `${jan1}500,1`], `line 2: timestamp ${jan1}500 is not a whole second`],
    [
      ['t,v', '99999999999999,1'],
      'line 2: timestamp 99999999999999 is out of range (1970 to 9999)',
    ],
    [['t,v', `${jan1},1`, `${jan1},2`], 'line 3: timestamp 2024-01-01T00:00:00Z duplicates line 2'],
    [
      ['t,v', `${jan1 + day},1`, `${jan1},2`],
      'line 3: timestamp 2024-01-01T00:00:00Z is out of order: it comes before 2024-01-02T00:00:00Z of line 2',
    ],
    [['t,v', `${jan1},1,9`], 'line 2: expected 2 fields, found 3'],
    [['t,v', `${jan1}`], 'line 2: expected 2 fields, found 1'],
    [['t', `${jan1}`], 'line 1: missing column v (the header must be t,v or timestamp,value)'],
    [
      ['time,v', `${jan1},1`],
      'line 1: missing column t (the header must be t,v or timestamp,value)',
    ],
    [
      ['t,v,note', `${jan1},1,x`],
      'line 1: unexpected column "note" (the header must be t,v or timestamp,value)',
    ],
    [['t,v'], 'line 1: no data points after the header'],
  ])('rejects %j with "%s"', (lines, message) => {
    expect(rejection(() => csv(...lines))).toBe(message)
  })

  it('counts lines as they are in the file, blank lines included', () => {
    expect(rejection(() => csv('t,v', '', `${jan1},1`, '', `${jan1 + day},x`))).toBe(
      'line 5: value "x" is not a number',
    )
  })

  it('rejects an empty file and malformed quoting with its line', () => {
    expect(rejection(() => parseSeriesFile(' \n\n', 'csv'))).toBe('line 1: the file is empty')
    expect(rejection(() => csv('t,v', `${jan1},"1`))).toMatch(/^line 2: Quote Not Closed/)
  })
})

describe('parseSeriesFile: JSON', () => {
  const json = (value: unknown) => parseSeriesFile(JSON.stringify(value), 'json')

  it('reads [{t, v}] with numbers, milliseconds, dates and null gaps', () => {
    const points = json([
      { t: jan1, v: 1 },
      { t: (jan1 + day) * 1000, v: null },
      { t: '2024-01-03T00:00:00Z', v: 3.25 },
    ])
    expect(Array.from(points.t)).toEqual([jan1, jan1 + day, jan1 + 2 * day])
    expect(Array.from(points.v)).toEqual([1, NaN, 3.25])
  })

  it.each([
    [
      [
        { t: jan1, v: 1 },
        { t: jan1 + day, v: '2' },
      ],
      'item 1: value "2" is not a number',
    ],
    [[{ t: jan1, v: 1 }, { v: 2 }], 'item 1: missing t'],
    [[{ t: jan1 }], 'item 0: missing v'],
    [[{ t: jan1, v: 1 }, 5], 'item 1: expected an object {"t", "v"}'],
    [
      [{ t: 1.5, v: 1 }],
      'item 0: timestamp "1.5" is not unix seconds, 13-digit milliseconds or an RFC 3339 date',
    ],
    [[{ t: true, v: 1 }], 'item 0: timestamp true is not a number'],
    [
      [
        { t: jan1, v: 1 },
        { t: jan1, v: 2 },
      ],
      'item 1: timestamp 2024-01-01T00:00:00Z duplicates item 0',
    ],
    [[], 'the array has no data points'],
    [{ t: jan1, v: 1 }, 'the file must hold a JSON array of {"t", "v"} points'],
  ])('rejects %j with "%s"', (value, message) => {
    expect(rejection(() => json(value))).toBe(message)
  })

  it('rejects text that is not JSON', () => {
    expect(rejection(() => parseSeriesFile('[{"t": 1,', 'json'))).toMatch(
      /^the file is not valid JSON: /,
    )
  })
})

describe('detectFormat', () => {
  it('goes by extension, then by content', () => {
    expect(detectFormat('prices.CSV', '[')).toBe('csv')
    expect(detectFormat('prices.json', 't,v')).toBe('json')
    expect(detectFormat('prices.txt', '  [{"t":1,"v":2}]')).toBe('json')
    expect(detectFormat('prices', 't,v\n1,2')).toBe('csv')
  })
})
