import { stringify } from 'csv-stringify/sync'
import { encodeSeries } from '../server/metrics/seriesEncoding'
import type { Comparison } from './compare'

// The API's CSV (f=csv) of a 100,000-point series, as the server writes it (csv-stringify for
// the header, the points joined directly) against csv-stringify writing every field, the same
// bytes. docs/api.md, "f=csv".
const points = 100_000
const t = Float64Array.from({ length: points }, (_, k) => 1_600_000_000 + k * 600)
const v = Float64Array.from(t, (_, k) =>
  k % 97 === 0 ? NaN : (((k * 7919) % 100_003) - 50_000) / 7 + k / 1e6,
)

function everyFieldThroughTheLibrary(): Buffer {
  const rows = new Array<string[]>(points + 1)
  rows[0] = ['timestamp', 'value']
  for (let i = 0; i < points; i++) {
    const value = v[i]
    rows[i + 1] = [String(t[i]), value !== undefined && Number.isFinite(value) ? String(value) : '']
  }
  return Buffer.from(stringify(rows, { eof: true, record_delimiter: 'unix' }))
}

if (!encodeSeries({ t, v }, 'value', 'csv', 'unix').body.equals(everyFieldThroughTheLibrary())) {
  throw new Error('the two CSV writers differ')
}

export const csvEncodingBench: Comparison = {
  name: `CSV of a ${points.toLocaleString('en-US')}-point series (f=csv)`,
  ours: {
    label: 'encodeSeries (header by csv-stringify, points joined)',
    fn: () => {
      encodeSeries({ t, v }, 'value', 'csv', 'unix')
    },
  },
  peer: {
    label: 'csv-stringify over every field',
    fn: () => {
      everyFieldThroughTheLibrary()
    },
  },
  iterations: 20,
}
