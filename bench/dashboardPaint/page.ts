// The dashboard benchmark's peer: the same twelve series fetched from the same server in the
// same form the app asks for, decoded by the same decoder and drawn by the chart engine in its
// compact layout, with nothing of the app around them (no router, queries, grid or React). It
// leaves the same 'chart-drawn' marks, so Node times both pages alike.
import { decodeSeriesBinary } from '@/core/series/decodeBinary'
import { alignSeries } from '@/core/series/align'
import { buildChartOptions } from '@/lib/charts/engine/buildOptions'
import { ChartView } from '@/lib/charts/engine/chartView'
import { firstDrawMarkPlugin } from '@/lib/charts/plugins/firstDrawMark'
import { benchAsset, benchTiles } from './tiles'

const grid = document.getElementById('grid') as HTMLElement
const width = Math.floor((document.documentElement.clientWidth - 48) / 2)
const height = 260

await Promise.all(
  benchTiles.map(async (tile) => {
    const box = document.createElement('div')
    grid.append(box)
    const response = await fetch(`/v1/metrics/${tile.path}?a=${benchAsset}&i=24h&f=binary`)
    const series = decodeSeriesBinary(await response.arrayBuffer())
    if (series.kind !== 'values') throw new Error(`${tile.path} is not a plain series`)
    const aligned = alignSeries([series])
    const t = aligned.t
    const options = buildChartOptions(
      {
        series: [
          {
            id: tile.path,
            label: tile.name,
            color: '#2f6fdb',
            kind: 'line',
            axis: 'y',
            visible: true,
          },
        ],
        scales: { y: 'lin', price: 'lin' },
        resolution: '24h',
        height,
        layout: 'compact',
      },
      width,
      [firstDrawMarkPlugin(tile.name)],
    )
    new ChartView(options, aligned, { from: t[0] ?? 0, to: t[t.length - 1] ?? 0 }, box)
  }),
)
