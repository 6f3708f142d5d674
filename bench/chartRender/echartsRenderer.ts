import { LineChart } from 'echarts/charts'
import { DataZoomInsideComponent, GridComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { Renderer } from './renderer'

echarts.use([LineChart, GridComponent, DataZoomInsideComponent, CanvasRenderer])

const sampling = 'minmax'

/**
 * ECharts with its own large-data settings: down-sampling of the points in view (min/max, the
 * same idea as ours), no symbols, no animation, canvas renderer, a time axis in ms, and its
 * fastest input: one flat Float64Array of (t, v) pairs with named dimensions, read as is. The
 * documented `[t, v]` rows take 1 to 2 s to draw here and a dataset of typed columns draws
 * nothing. Line series have no `large` mode (only bar, scatter, lines and candlestick do), so
 * it is not set.
 */
export const echartsRenderer: Renderer = {
  label: `ECharts ${echarts.version} (${sampling} sampling)`,
  async render(target, series, { width, height }, range, inputBuilt) {
    const t = series.t
    const v = series.columns[0] ?? new Float64Array(t.length)
    const data = new Float64Array(t.length * 2)
    for (let i = 0; i < t.length; i += 1) {
      data[2 * i] = (t[i] as number) * 1000
      data[2 * i + 1] = v[i] as number
    }
    inputBuilt()
    const chart = echarts.init(target, null, {
      renderer: 'canvas',
      width,
      height,
      devicePixelRatio: 1,
    })
    // setOption draws synchronously and fires 'finished' from within (checked); waiting for the
    // event still covers any progressive rendering.
    const finished = new Promise<void>((resolve) => chart.on('finished', () => resolve()))
    chart.setOption({
      animation: false,
      grid: { left: 64, right: 8, top: 12, bottom: 32 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true },
      dataZoom: [
        {
          type: 'inside',
          filterMode: 'filter',
          startValue: range.from * 1000,
          endValue: range.to * 1000,
        },
      ],
      series: [
        {
          type: 'line',
          // ECharts reads typed arrays (its SOURCE_FORMAT_TYPED_ARRAY); its types only declare
          // arrays of rows.
          data: data as unknown as number[],
          dimensions: ['t', 'v'],
          sampling,
          showSymbol: false,
          symbol: 'none',
          lineStyle: { width: 1.5, color: '#f7931a' },
        },
      ],
    })
    await finished
    return {
      // flush: draw now rather than on the next animation frame, so the work is measurable.
      setRange: (next) =>
        chart.dispatchAction(
          { type: 'dataZoom', startValue: next.from * 1000, endValue: next.to * 1000 },
          { flush: true },
        ),
      destroy: () => chart.dispose(),
    }
  },
}
