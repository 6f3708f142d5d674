import { encodeSeries } from '../server/metrics/seriesEncoding'
import { decodeSeriesBinary } from '../src/core/series/decodeBinary'
import { decodeSeriesColumns } from '../src/core/series/decodeColumns'
import type { Comparison } from './compare'

// A year of 1-minute points (525,600), as the API sends it in three forms: the binary columns
// (`f=binary`) the charts fetch, the JSON columns `{t:[],v:[]}` (`f=columns`), and the public
// `[{t,v}]` array of objects. Every side ends with Float64Array columns, which is what the chart
// engine draws from. The binary body comes from the server's own encoder.
const n = 525_600
const t = Array.from({ length: n }, (_, i) => 1_700_000_000 + i * 60)
const v = Array.from(
  { length: n },
  (_, i) => Math.round((40_000 + Math.sin(i / 900) * 5_000) * 100) / 100,
)
const columnsText = JSON.stringify({ t, v })
const objectsText = JSON.stringify(t.map((time, i) => ({ t: time, v: v[i] })))
const binaryBody = encodeSeries(
  { t: Float64Array.from(t), v: Float64Array.from(v) },
  'value',
  'binary',
  'unix',
).body
// What response.arrayBuffer() hands the worker: a buffer of its own.
const binaryBytes = new Uint8Array(binaryBody).buffer

const peer: Comparison['peer'] = {
  label: 'JSON.parse of [{t,v}] + copy into columns (unchecked)',
  fn: () => {
    const points = JSON.parse(objectsText) as Array<{ t: number; v: number | null }>
    const ts = new Float64Array(points.length)
    const vs = new Float64Array(points.length)
    points.forEach((p, i) => {
      ts[i] = p.t
      vs[i] = p.v ?? Number.NaN
    })
  },
}

const name = (form: string) =>
  `decode a ${n.toLocaleString('en-US')}-point series into Float64Array columns, ${form}`

export const seriesDecodeBench: Comparison = {
  name: name('from JSON columns'),
  ours: {
    label: 'decodeSeriesColumns of {t:[],v:[]} (checked)',
    fn: () => void decodeSeriesColumns(columnsText),
  },
  peer,
}

export const seriesBinaryDecodeBench: Comparison = {
  name: name(`from binary (${(binaryBytes.byteLength / 1e6).toFixed(1)} MB)`),
  ours: {
    label: 'decodeSeriesBinary of f=binary (checked, views without copy)',
    fn: () => void decodeSeriesBinary(binaryBytes),
  },
  peer,
}
