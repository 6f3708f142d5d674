import { decodeSeriesColumns } from '../src/core/series/decodeColumns'
import type { Comparison } from './compare'

// A year of 1-minute points (525,600), as the API sends it in the two forms: the columnar
// `{t:[],v:[]}` the app fetches, and the public `[{t,v}]` array of objects. Both sides end with
// Float64Array columns, which is what the chart engine draws from.
const n = 525_600
const t = Array.from({ length: n }, (_, i) => 1_700_000_000 + i * 60)
const v = Array.from(
  { length: n },
  (_, i) => Math.round((40_000 + Math.sin(i / 900) * 5_000) * 100) / 100,
)
const columnsText = JSON.stringify({ t, v })
const objectsText = JSON.stringify(t.map((time, i) => ({ t: time, v: v[i] })))

export const seriesDecodeBench: Comparison = {
  name: `decode a ${n.toLocaleString('en-US')}-point series into Float64Array columns`,
  ours: {
    label: 'decodeSeriesColumns of {t:[],v:[]} (checked)',
    fn: () => void decodeSeriesColumns(columnsText),
  },
  peer: {
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
  },
}
