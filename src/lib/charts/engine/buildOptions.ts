import uPlot from 'uplot'
import { formatAxisTick } from '@/core/format/number'
import type { Scale } from '@/core/searchParams'
import {
  scaleOfAxis,
  type ChartBand,
  type ChartLayout,
  type ChartSeriesSpec,
  type ChartSpec,
  type ExtraAxisKey,
} from './chartSpec'
import { logTicks } from './logTicks'

/** Charts with more bars than this in view draw them touching, without gaps (charts.md §9). */
export const denseBarThreshold = 2000

const axisColor = '#5b6478'
const gridColor = '#e2e6ee'

/**
 * uPlot options for a chart spec: one time axis, the metric's axis on the left and the price's
 * on the right, each with its own linear or log scale. The x range is owned by the page (range
 * selector, zoom in the address), so the x scale never auto-ranges. Plugins bring everything
 * else (tooltip, annotations, candles, range reporting).
 */
export function buildChartOptions(
  spec: ChartSpec,
  width: number,
  plugins: uPlot.Plugin[],
): uPlot.Options {
  const hasPrice = spec.series.some((s) => s.axis === 'price')
  const extraAxes = extraAxesOf(spec)
  return {
    width,
    height: spec.height,
    legend: { show: false },
    // Dates on the axis in UTC, like the tooltip (uPlot would use the browser's time zone).
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    padding: layoutPadding[spec.layout],
    cursor: cursorOptions(spec),
    select: {
      show: spec.layout !== 'sparkline',
      left: 0,
      top: 0,
      width: 0,
      height: 0,
    },
    scales: {
      x: { time: spec.xAxis === undefined, auto: false },
      y: spec.yRange
        ? fixedScale(spec.scales.y, spec.yRange)
        : spec.zeroBased && spec.scales.y === 'lin'
          ? zeroBasedScale
          : scaleOptions(spec.scales.y),
      ...(hasPrice ? { price: scaleOptions(spec.scales.price) } : {}),
      ...Object.fromEntries(extraAxes.map(({ key, scale }) => [key, scaleOptions(scale)])),
    },
    axes: hasAxes(spec.layout)
      ? [
          xAxisOptions(spec.xAxis, spec.layout),
          spec.yLabels
            ? labelAxis(spec.yLabels)
            : valueAxis('y', 3, true, spec.scales.y === 'log', spec.layout),
          ...(hasPrice
            ? [valueAxis('price', 1, false, spec.scales.price === 'log', spec.layout)]
            : []),
          ...extraAxes.map(({ key, scale, side }) =>
            valueAxis(key, side, false, scale === 'log', spec.layout),
          ),
        ]
      : [{ show: false }, { show: false, scale: 'y' }],
    series: [{}, ...spec.series.map(seriesOptions)],
    bands: (spec.bands ?? []).flatMap((band) => bandOptions(spec, band)),
    plugins,
  }
}

/**
 * The further axes the series use (`y2`, `y3`, …), in order: even ones on the left, odd ones on
 * the right, each outside the ones before it on its side (uPlot stacks axes of a side outward).
 */
function extraAxesOf(spec: ChartSpec): { key: string; scale: Scale; side: uPlot.Axis.Side }[] {
  const keys = new Set<ExtraAxisKey>()
  for (const series of spec.series) {
    if (/^y\d+$/.test(series.axis)) keys.add(series.axis as ExtraAxisKey)
  }
  return [...keys]
    .map((key) => ({ key, index: Number(key.slice(1)) }))
    .sort((a, b) => a.index - b.index)
    .map(({ key, index }) => ({
      key,
      scale: scaleOfAxis(spec, key) ?? 'lin',
      side: index % 2 === 0 ? 3 : 1,
    }))
}

/** Room around the plot: sparklines keep a little so the line's stroke is not cut. */
const layoutPadding: Record<ChartLayout, uPlot.Padding> = {
  default: [12, 8, 0, 0],
  compact: [8, 4, 0, 0],
  sparkline: [3, 2, 3, 2],
  navigator: [2, 2, 2, 2],
}

function hasAxes(layout: ChartLayout): boolean {
  return layout === 'default' || layout === 'compact'
}

/**
 * The default layout reads values under the cursor and zooms by dragging (the page applies the
 * range, so uPlot does not set the scale); compact reads but does not zoom (a tile's click goes
 * to the chart); the navigator only drags out a range; a sparkline has no cursor at all.
 */
function cursorOptions(spec: ChartSpec): uPlot.Cursor {
  // Columns only plugins read get no dot: the trend score's would float on its own scale.
  const points = { size: (_u: uPlot, i: number) => (spec.series[i - 1]?.kind === 'data' ? 0 : 6) }
  switch (spec.layout) {
    case 'default':
      return { drag: { x: true, y: false, setScale: false }, points }
    case 'compact':
      return { drag: { x: false, y: false, setScale: false }, points }
    case 'navigator':
      return {
        drag: { x: true, y: false, setScale: false },
        x: false,
        y: false,
        points: { show: false },
      }
    case 'sparkline':
      return { show: false }
  }
}

function scaleOptions(scale: ChartSpec['scales']['y']): uPlot.Scale {
  // Log ranges hug the data instead of widening to whole powers of ten (a price between 70K
  // and 120K would otherwise be drawn on 10K..1M and look flat).
  return scale === 'log'
    ? { distr: 3, log: 10, range: (_u, min, max) => logRange(min, max) }
    : { distr: 1 }
}

/** A linear scale padded like uPlot's own, stretched to take in zero. */
function fixedScale(scale: ChartSpec['scales']['y'], [min, max]: readonly [number, number]) {
  return { ...scaleOptions(scale), range: (): uPlot.Range.MinMax => [min, max] }
}

const zeroBasedScale: uPlot.Scale = {
  distr: 1,
  range: (_u, min, max) => uPlot.rangeNum(Math.min(0, min), Math.max(0, max), 0.1, true),
}

/** A log range with a little room above and below the data (4% of its span in log terms). */
export function logRange(min: number, max: number): uPlot.Range.MinMax {
  if (!(min > 0) || !(max > 0)) return [1, 10]
  const pad = Math.max(1.02, (max / min) ** 0.04)
  return [min / pad, max * pad]
}

/** Compact axes: smaller labels, less room, wider spacing between labels. */
const compactFont = '10px system-ui, sans-serif'

function xAxisOptions(xAxis: ChartSpec['xAxis'], layout: ChartLayout): uPlot.Axis {
  const base: uPlot.Axis = {
    stroke: axisColor,
    grid: { stroke: gridColor, width: 1 },
    ticks: { show: false },
    ...(layout === 'compact' ? { font: compactFont, size: 28, space: 64 } : {}),
  }
  if (!xAxis) return base
  const { label, splits } = xAxis
  return {
    ...base,
    ...(splits ? { splits: () => [...splits] } : {}),
    values: (_u, values, _axis, _space, step: number) =>
      values.map((x: number | null) => (x === null ? '' : label(x, step))),
  }
}

/** Row names at the middle of each row (keyed heatmaps). */
function labelAxis(labels: readonly string[]): uPlot.Axis {
  return {
    scale: 'y',
    side: 3,
    stroke: axisColor,
    size: 96,
    grid: { show: false },
    ticks: { show: false },
    splits: () => labels.map((_, row) => row + 0.5),
    values: () => [...labels],
  }
}

function valueAxis(
  scale: string,
  side: uPlot.Axis.Side,
  grid: boolean,
  log: boolean,
  layout: ChartLayout,
): uPlot.Axis {
  return {
    scale,
    ...(log
      ? { splits: (u: uPlot) => logTicks(u.scales[scale]?.min ?? 0, u.scales[scale]?.max ?? 0) }
      : {}),
    side,
    stroke: axisColor,
    size: 64,
    grid: { show: grid, stroke: gridColor, width: 1 },
    ticks: { show: false },
    ...(layout === 'compact' ? { font: compactFont, size: 44, space: 24 } : {}),
    // uPlot passes null for log splits it leaves unlabelled. Linear ticks are written with the
    // digits of uPlot's step; log ticks (not evenly spaced) each with their own.
    values: (_u, splits, _axis, _space, step: number) =>
      splits.map((value: number | null) =>
        value === null ? '' : formatAxisTick(value, log ? undefined : step),
      ),
  }
}

/** The uPlot scale of a series: its axis's, or one of its own. */
function scaleKeyOf(series: ChartSeriesSpec): string {
  return series.axis === 'own' ? `own:${series.id}` : series.axis
}

function seriesOptions(series: ChartSeriesSpec): uPlot.Series {
  const common: uPlot.Series = {
    label: series.tooltipLabel ?? series.label,
    scale: scaleKeyOf(series),
    show: series.visible,
    stroke: series.color,
    width: series.width ?? 1.5,
    ...(series.dash ? { dash: [...series.dash] } : {}),
    points: { show: false },
    spanGaps: false,
  }
  switch (series.kind) {
    case 'line':
      return common
    case 'area':
      return { ...common, fill: series.fill ?? withAlpha(series.color, 0.18) }
    case 'column':
      return {
        ...common,
        fill: withAlpha(series.color, 0.75),
        width: 0,
        paths: series.barAlign ? pairedColumnPaths[series.barAlign] : columnPaths,
      }
    case 'candlestick':
    case 'data':
      // Plugins draw these (or nothing does); uPlot still ranges its scale over them.
      return { ...common, paths: () => null }
  }
}

/** A band between two series by id; none when either is missing. */
function bandOptions(spec: ChartSpec, band: ChartBand): uPlot.Band[] {
  const from = spec.series.findIndex((s) => s.id === band.from)
  const to = spec.series.findIndex((s) => s.id === band.to)
  if (from === -1 || to === -1) return []
  return [
    {
      series: [from + 1, to + 1],
      dir: band.direction === 'down' ? -1 : 1,
      ...(band.fill === undefined ? {} : { fill: band.fill }),
    },
  ]
}

const sparseBars = uPlot.paths.bars?.({ size: [0.6, 64], gap: 1 })
const denseBars = uPlot.paths.bars?.({ size: [1, Infinity], gap: 0 })

/** Columns with gaps between them, or touching ones once there are too many to separate. */
const columnPaths: uPlot.Series.PathBuilder = (u, seriesIdx, idx0, idx1) => {
  const builder = idx1 - idx0 > denseBarThreshold ? denseBars : sparseBars
  return builder ? builder(u, seriesIdx, idx0, idx1) : null
}

/** Two column series side by side at each x (calls and puts by strike): left, then right. */
const pairedColumnPaths: Record<-1 | 1, uPlot.Series.PathBuilder | undefined> = {
  [-1]: uPlot.paths.bars?.({ size: [0.4, 48], gap: 1, align: -1 }),
  [1]: uPlot.paths.bars?.({ size: [0.4, 48], gap: 1, align: 1 }),
}

/** `#rrggbb` with an alpha channel, for fills under lines and bars. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match) return hex
  return `#${match[1]}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`
}
