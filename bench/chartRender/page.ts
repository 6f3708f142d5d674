// The browser side of the chart render bench: every renderer draws the same year of minutes in
// a fresh container of the same size; Node calls window.runChartRenderBench (see results.ts).
import 'uplot/dist/uPlot.min.css'
import type { AlignedSeries } from '@/core/series/align'
import { chartjsRenderer } from './chartjsRenderer'
import { echartsRenderer } from './echartsRenderer'
import { oursRenderer } from './oursRenderer'
import type { Renderer } from './renderer'
import type { RendererResult, RunChartRenderBench, TimeWindow } from './results'
import { points, yearOfMinutes } from './yearOfMinutes'

const size = { width: 1200, height: 600 }
const renderers: Renderer[] = [oursRenderer, echartsRenderer, chartjsRenderer]
const day = 86_400
const pans = 10
const idleMs = 100

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2
}

/** When the next frame has been produced: a task posted from its animation frame callback. */
function nextFrame(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(null)
    }),
  )
}

/**
 * 100 ms of idle and a frame, as between loading and a user's gesture. Chromium collects
 * garbage in idle time, so less of one measurement's garbage falls on the next. (A forced gc()
 * made the peers' next frames slower instead, as if it also dropped their compiled code.)
 */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, idleMs))
  await nextFrame()
}

type Sample = Omit<RendererResult, 'label'>

async function measureOnce(renderer: Renderer, series: AlignedSeries): Promise<Sample> {
  const from = series.t[0] ?? 0
  const to = series.t[series.t.length - 1] ?? 0
  const middle = (from + to) / 2
  const month: TimeWindow = { from: middle - 15 * day, to: middle + 15 * day }
  const target = document.createElement('div')
  target.style.width = `${size.width}px`
  target.style.height = `${size.height}px`
  document.body.append(target)
  await settle()

  const start = performance.now()
  let inputAt = start
  const chart = await renderer.render(target, series, size, { from, to }, () => {
    inputAt = performance.now()
  })
  const drawnAt = performance.now()
  const frameAt = await nextFrame()
  // A user's first gesture comes after a pause.
  await settle()

  const time = (range: TimeWindow) => {
    const before = performance.now()
    chart.setRange(range)
    return performance.now() - before
  }
  const zoom = time(month)
  await nextFrame()
  // Each pan moves the month by 5% and gets its own frame, as a drag does.
  const panTimes: number[] = []
  for (let pan = 1; pan <= pans; pan += 1) {
    const shift = pan * 0.05 * (month.to - month.from)
    panTimes.push(time({ from: month.from + shift, to: month.to + shift }))
    await nextFrame()
  }
  chart.destroy()
  target.remove()
  return {
    firstRender: drawnAt - start,
    input: inputAt - start,
    firstFrame: frameAt - start,
    zoom,
    pan: median(panTimes),
  }
}

const runChartRenderBench: RunChartRenderBench = async (runs) => {
  const series = yearOfMinutes()
  const samples = renderers.map((): Sample[] => [])
  // Round 0 warms up the JIT and is dropped; then the renderers take turns so that noise from
  // the rest of the machine falls on all of them alike.
  for (let round = 0; round <= runs; round += 1) {
    for (const [index, renderer] of renderers.entries()) {
      const sample = await measureOnce(renderer, series)
      if (round > 0) samples[index]?.push(sample)
    }
  }
  return {
    points,
    ...size,
    runs,
    pans,
    renderers: renderers.map((renderer, index) => {
      const own = samples[index] ?? []
      const of = (key: keyof Sample) => median(own.map((sample) => sample[key]))
      return {
        label: renderer.label,
        firstRender: of('firstRender'),
        input: of('input'),
        firstFrame: of('firstFrame'),
        zoom: of('zoom'),
        pan: of('pan'),
      }
    }),
  }
}

Object.assign(window, { runChartRenderBench })
