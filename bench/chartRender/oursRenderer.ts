import type uPlot from 'uplot'
import { buildChartOptions } from '@/lib/charts/engine/buildOptions'
import type { ChartSpec } from '@/lib/charts/engine/chartSpec'
import { ChartView } from '@/lib/charts/engine/chartView'
import type { Renderer } from './renderer'

const spec: Omit<ChartSpec, 'height'> = {
  series: [
    { id: 'price', label: 'Price', color: '#f7931a', kind: 'line', axis: 'y', visible: true },
  ],
  scales: { y: 'lin', price: 'lin' },
  resolution: '10m',
  layout: 'default',
}

/** The app's chart engine as the chart page builds it (axes, cursor and drag to zoom on). */
export const oursRenderer: Renderer = {
  label: 'uPlot engine (min/max decimation)',
  async render(target, series, { width, height }, range, inputBuilt) {
    // The engine draws from the columns themselves; its conversion of the points in view is
    // part of ChartView.
    inputBuilt()
    let signalDrawn = () => {}
    const drawn = new Promise<void>((resolve) => (signalDrawn = resolve))
    // uPlot commits its first draw in a microtask after the constructor, so wait for it.
    const drawHook: uPlot.Plugin = { hooks: { draw: [() => signalDrawn()] } }
    const options = buildChartOptions({ ...spec, height }, width, [drawHook])
    const view = new ChartView(options, series, range, target)
    await drawn
    return { setRange: (next) => view.setRange(next), destroy: () => view.destroy() }
  },
}
