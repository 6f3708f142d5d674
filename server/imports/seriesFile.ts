import { parse } from 'csv-parse/sync'
import type { ImportedPoints } from '../repositories/importedSeriesRepository'
import { formatTimestamp, parseTimestamp } from './timestamps'

export type SeriesFileFormat = 'csv' | 'json'

/**
 * A file that cannot be imported. `location` is where (`line 7` of a CSV file, `item 3` of a
 * JSON array) when the problem has one; the message reads `line 7: value "abc" is not a number`.
 */
export class SeriesFileError extends Error {
  constructor(
    readonly location: string | undefined,
    readonly reason: string,
  ) {
    super(location === undefined ? reason : `${location}: ${reason}`)
    this.name = 'SeriesFileError'
  }
}

/** By extension, else by content: JSON starts with `[`, anything else is read as CSV. */
export function detectFormat(fileName: string, text: string): SeriesFileFormat {
  const lower = fileName.toLowerCase()
  if (lower.endsWith('.csv')) return 'csv'
  if (lower.endsWith('.json')) return 'json'
  return text.trimStart().startsWith('[') ? 'json' : 'csv'
}

/**
 * Reads `t,v` CSV or `[{t,v}]` JSON into ascending columns. Every point is checked (timestamp,
 * value, strictly ascending order), and the first problem throws a SeriesFileError: a file is
 * imported whole or not at all. A missing value (empty CSV field, JSON null) is a gap (NaN), as
 * the API writes gaps, so an exported series imports back unchanged.
 */
export function parseSeriesFile(text: string, format: SeriesFileFormat): ImportedPoints {
  if (text.trim() === '') throw new SeriesFileError('line 1', 'the file is empty')
  const points = format === 'csv' ? csvPoints(text) : jsonPoints(text)
  return { t: Float64Array.from(points, (p) => p.t), v: Float64Array.from(points, (p) => p.v) }
}

interface Point {
  t: number
  v: number
}

/** Collects points in file order and enforces strictly ascending timestamps. */
class AscendingPoints {
  readonly points: Point[] = []
  private previousLocation = ''

  add(location: string, t: number, v: number): void {
    const previous = this.points.at(-1)
    if (previous !== undefined && t <= previous.t) {
      const reason =
        t === previous.t
          ? `timestamp ${formatTimestamp(t)} duplicates ${this.previousLocation}`
          : `timestamp ${formatTimestamp(t)} is out of order: it comes before ${formatTimestamp(previous.t)} of ${this.previousLocation}`
      throw new SeriesFileError(location, reason)
    }
    this.points.push({ t, v })
    this.previousLocation = location
  }
}

const timestampColumns = ['t', 'timestamp']
const valueColumns = ['v', 'value']
const headerHint = 'the header must be t,v or timestamp,value'

function csvPoints(text: string): Point[] {
  let rows: { record: string[]; info: { lines: number } }[]
  try {
    // With `info`, each record comes with the line it ends on, for error messages.
    rows = parse(text, {
      bom: true,
      trim: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof rows
  } catch (error) {
    const line = (error as { lines?: number }).lines
    const message = error instanceof Error ? error.message : String(error)
    throw new SeriesFileError(line === undefined ? undefined : `line ${line}`, message)
  }
  const [header, ...data] = rows
  if (header === undefined) throw new SeriesFileError('line 1', 'the file is empty')
  const headerLine = `line ${header.info.lines}`
  const names = header.record.map((name) => name.toLowerCase())
  const tIndex = names.findIndex((name) => timestampColumns.includes(name))
  const vIndex = names.findIndex((name) => valueColumns.includes(name))
  if (tIndex < 0) throw new SeriesFileError(headerLine, `missing column t (${headerHint})`)
  if (vIndex < 0) throw new SeriesFileError(headerLine, `missing column v (${headerHint})`)
  const extra = header.record.find((_, i) => i !== tIndex && i !== vIndex)
  if (extra !== undefined) {
    throw new SeriesFileError(headerLine, `unexpected column "${extra}" (${headerHint})`)
  }
  if (data.length === 0) throw new SeriesFileError(headerLine, 'no data points after the header')

  const points = new AscendingPoints()
  for (const { record, info } of data) {
    const location = `line ${info.lines}`
    if (record.length !== 2) {
      throw new SeriesFileError(location, `expected 2 fields, found ${record.length}`)
    }
    const t = parseTimestamp(record[tIndex] ?? '')
    if (!t.ok) throw new SeriesFileError(location, t.reason)
    points.add(location, t.seconds, csvValue(location, record[vIndex] ?? ''))
  }
  return points.points
}

const decimal = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

function csvValue(location: string, text: string): number {
  if (text === '') return NaN
  const value = Number(text)
  if (!decimal.test(text) || !Number.isFinite(value)) {
    throw new SeriesFileError(location, `value "${text}" is not a number`)
  }
  return value
}

function jsonPoints(text: string): Point[] {
  let items: unknown
  try {
    items = JSON.parse(text)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new SeriesFileError(undefined, `the file is not valid JSON: ${message}`)
  }
  if (!Array.isArray(items)) {
    throw new SeriesFileError(undefined, 'the file must hold a JSON array of {"t", "v"} points')
  }
  if (items.length === 0) throw new SeriesFileError(undefined, 'the array has no data points')

  const points = new AscendingPoints()
  items.forEach((item: unknown, index) => {
    const location = `item ${index}`
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new SeriesFileError(location, 'expected an object {"t", "v"}')
    }
    const { t: rawT, v: rawV } = item as Record<string, unknown>
    if (rawT === undefined) throw new SeriesFileError(location, 'missing t')
    if (rawV === undefined) throw new SeriesFileError(location, 'missing v')
    const t =
      typeof rawT === 'number' || typeof rawT === 'string'
        ? parseTimestamp(rawT)
        : { ok: false as const, reason: `timestamp ${JSON.stringify(rawT)} is not a number` }
    if (!t.ok) throw new SeriesFileError(location, t.reason)
    points.add(location, t.seconds, jsonValue(location, rawV))
  })
  return points.points
}

function jsonValue(location: string, value: unknown): number {
  if (value === null) return NaN
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new SeriesFileError(location, `value ${JSON.stringify(value)} is not a number`)
  }
  return value
}
