import type uPlot from 'uplot'
import { describe, expect, it } from 'vitest'
import { buildChartOptions, withAlpha } from './buildOptions'
import type { ChartSeriesSpec, ChartSpec } from './chartSpec'

const spec: ChartSpec = {
  series: [
    {
      id: 'm',
      label: 'Active addresses',
      color: '#2563eb',
      kind: 'area',
      axis: 'y',
      visible: true,
    },
    { id: 'price', label: 'Price', color: '#8c8c8c', kind: 'line', axis: 'price', visible: false },
  ],
  scales: { y: 'lin', price: 'log' },
  resolution: '24h',
  height: 400,
  layout: 'default',
}

describe('buildChartOptions', () => {
  it('puts the metric on the left axis and the price on its own right axis and scale', () => {
    const options = buildChartOptions(spec, 800, [])
    expect(options.width).toBe(800)
    expect(options.height).toBe(400)
    expect(options.scales?.y?.distr).toBe(1)
    expect(options.scales?.price?.distr).toBe(3)
    expect(options.scales?.x).toMatchObject({ time: true, auto: false })
    expect(options.axes?.map((a) => [a.scale ?? 'x', a.side ?? 2])).toEqual([
      ['x', 2],
      ['y', 3],
      ['price', 1],
    ])
    expect(options.series.slice(1).map((s) => [s.label, s.scale, s.show])).toEqual([
      ['Active addresses', 'y', true],
      ['Price', 'price', false],
    ])
    expect(options.series[1]?.fill).toBe('#2563eb2e')
    expect(options.legend?.show).toBe(false)
  })

  it('draws further axes outward, alternating sides, each with its own scale', () => {
    const [metric, price] = spec.series
    if (!metric || !price) throw new Error('spec has two series')
    const options = buildChartOptions(
      {
        ...spec,
        series: [
          metric,
          price,
          { ...metric, id: 'f2', axis: 'y3' },
          { ...metric, id: 'f1', axis: 'y2' },
        ],
        extraScales: { y3: 'log' },
      },
      800,
      [],
    )
    expect(options.axes?.map((a) => [a.scale ?? 'x', a.side ?? 2])).toEqual([
      ['x', 2],
      ['y', 3],
      ['price', 1],
      ['y2', 3],
      ['y3', 1],
    ])
    expect(options.scales?.y2?.distr).toBe(1)
    expect(options.scales?.y3?.distr).toBe(3)
    expect(options.series.slice(1).map((s) => s.scale)).toEqual(['y', 'price', 'y3', 'y2'])
  })

  it('draws a dashed series with its pattern and width, a solid one without a pattern', () => {
    const [metric, price] = spec.series
    if (!metric || !price) throw new Error('spec has two series')
    const options = buildChartOptions(
      { ...spec, series: [{ ...metric, dash: [6, 4], width: 3 }, price] },
      600,
      [],
    )
    expect(options.series[1]).toMatchObject({ dash: [6, 4], width: 3 })
    expect(options.series[2]?.dash).toBeUndefined()
  })

  it('has no price axis without a price series, and columns draw as bars', () => {
    const [metric] = spec.series
    if (!metric) throw new Error('spec has a metric series')
    const options = buildChartOptions({ ...spec, series: [{ ...metric, kind: 'column' }] }, 600, [])
    expect(options.scales?.price).toBeUndefined()
    expect(options.axes).toHaveLength(2)
    expect(typeof options.series[1]?.paths).toBe('function')
  })

  it('log ranges hug the data rather than widening to whole decades', () => {
    const options = buildChartOptions({ ...spec, scales: { y: 'log', price: 'log' } }, 600, [])
    const range = options.scales?.y?.range
    expect(typeof range).toBe('function')
    if (typeof range !== 'function') return
    const [min, max] = range(undefined as never, 70_000, 120_000, 'y')
    expect(min).toBeGreaterThanOrEqual(60_000)
    expect(max).toBeLessThanOrEqual(140_000)
  })

  it('sparklines have no axes, cursor or selection', () => {
    const options = buildChartOptions({ ...spec, layout: 'sparkline' }, 120, [])
    expect(options.axes?.every((a) => a.show === false)).toBe(true)
    expect(options.cursor?.show).toBe(false)
    expect(options.select?.show).toBe(false)
  })

  it('compact charts read values under the cursor with smaller axes, and do not zoom', () => {
    const normal = buildChartOptions(spec, 400, [])
    const compact = buildChartOptions({ ...spec, layout: 'compact' }, 400, [])
    expect(compact.cursor?.drag?.x).toBe(false)
    expect(normal.cursor?.drag?.x).toBe(true)
    expect(compact.axes).toHaveLength(3)
    expect(compact.axes?.[1]?.size).toBeLessThan(normal.axes?.[1]?.size as number)
    expect(compact.axes?.[1]?.font).toMatch(/10px/)
  })

  it('the navigator only drags out a range: no axes, crosshair or points', () => {
    const options = buildChartOptions({ ...spec, layout: 'navigator' }, 400, [])
    expect(options.cursor?.drag?.x).toBe(true)
    expect(options.cursor?.x).toBe(false)
    expect(options.cursor?.points?.show).toBe(false)
    expect(options.select?.show).toBe(true)
    expect(options.axes?.every((a) => a.show === false)).toBe(true)
  })
})

describe('buildChartOptions for the chart kinds', () => {
  const part = (id: string, kind: ChartSeriesSpec['kind'], axis: ChartSeriesSpec['axis'] = 'y') =>
    ({ id, label: id, color: '#1b9e5a', kind, axis, visible: true }) satisfies ChartSeriesSpec

  it('leaves candles and data columns to plugins: no paths, no cursor dot for data', () => {
    const options = buildChartOptions(
      {
        ...spec,
        series: [
          part('o', 'data'),
          { ...part('c', 'candlestick'), label: 'Price OHLC', tooltipLabel: 'Close' },
        ],
      },
      600,
      [],
    )
    const [, open, close] = options.series
    const paths = [open?.paths, close?.paths].map((p) => (typeof p === 'function' ? p : undefined))
    expect(paths.map((p) => p?.(undefined as never, 1, 0, 0))).toEqual([null, null])
    expect(close?.label).toBe('Close')
    const size = options.cursor?.points?.size
    expect(
      typeof size === 'function'
        ? [size(undefined as never, 1), size(undefined as never, 2)]
        : size,
    ).toEqual([0, 6])
  })

  it('puts an own-axis series on a scale of its own, with no axis', () => {
    const options = buildChartOptions(
      { ...spec, series: [part('price', 'line'), part('score', 'data', 'own')] },
      600,
      [],
    )
    expect(options.series.map((s) => s.scale)).toEqual([undefined, 'y', 'own:score'])
    expect(options.axes).toHaveLength(2)
  })

  it('turns bands between series ids into uPlot bands, skipping unknown ids', () => {
    const options = buildChartOptions(
      {
        ...spec,
        series: [part('a', 'area'), part('b', 'area'), part('churned', 'area')],
        bands: [
          { from: 'b', to: 'a', direction: 'down' },
          { from: 'x', to: 'a', direction: 'down' },
          { from: 'churned', to: 'b', direction: 'up', fill: '#ff000020' },
        ],
      },
      600,
      [],
    )
    expect(options.bands).toEqual([
      { series: [2, 1], dir: -1 },
      { series: [3, 2], dir: 1, fill: '#ff000020' },
    ])
  })

  it('stretches a zero-based linear axis to zero', () => {
    const options = buildChartOptions(
      { ...spec, zeroBased: true, scales: { y: 'lin', price: 'log' } },
      600,
      [],
    )
    const range = options.scales?.y?.range
    if (typeof range !== 'function') throw new Error('a range function')
    const [min, max] = range(undefined as never, 100, 200, 'y')
    expect(min).toBe(0)
    expect(max).toBeGreaterThanOrEqual(200)
  })
})

describe('withAlpha', () => {
  it('labels linear ticks with the digits of their step, log ticks each with its own', () => {
    const options = buildChartOptions(spec, 800, [])
    const [, metricAxis, priceAxis] = options.axes ?? []
    const labels = (axis: typeof metricAxis, splits: number[], step: number) => {
      const values = axis?.values
      if (typeof values !== 'function') throw new Error('the axis writes its own labels')
      return values({} as uPlot, splits, 1, 50, step)
    }
    expect(labels(metricAxis, [101000, 101005, 101010], 5)).toEqual([
      '101,000',
      '101,005',
      '101,010',
    ])
    expect(labels(metricAxis, [0, 0.25, 0.5], 0.25)).toEqual(['0', '0.25', '0.5'])
    expect(labels(metricAxis, [100000, 102500, 105000], 2500)).toEqual(['100K', '102.5K', '105K'])
    // Log ticks: uPlot's step says nothing about them; each keeps its own digits.
    expect(labels(priceAxis, [75000, 102500, 0.05], 1)).toEqual(['75K', '102.5K', '0.05'])
  })

  it('appends an alpha channel to #rrggbb and leaves other colours alone', () => {
    expect(withAlpha('#112233', 0.5)).toBe('#11223380')
    expect(withAlpha('rgb(1,2,3)', 0.5)).toBe('rgb(1,2,3)')
  })
})
