import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import type { ChartRenderResults, RendererResult, RunChartRenderBench } from './chartRender/results'
import { serveBenchPage } from './benchPage'

/*
 * First render, zoom and pan of a 525,600-point series in Chromium: our chart engine against
 * ECharts and Chart.js drawing the same data in the same page and run (bench/chartRender).
 * Not an ops/sec comparison: medians of a few runs, each in a fresh container. Goals: faster than
 * each peer, first render under 100 ms, under 10 ms of script per pan frame.
 */

const runs = 7
const firstRenderGoalMs = 100
const panGoalMs = 10

export type ChartRenderReport =
  { skipped: string } | { browser: string; results: ChartRenderResults }

export async function measureChartRender(): Promise<ChartRenderReport> {
  // Browsers are never downloaded (scripts/ensure-chromium.mjs); without one there is no figure.
  if (!existsSync(chromiumPath)) return { skipped: `no Chromium at ${chromiumPath}` }
  const page = await serveBenchPage('chartRender')
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    try {
      const tab = await browser.newPage({
        viewport: { width: 1280, height: 720 },
        deviceScaleFactor: 1,
      })
      const errors: Error[] = []
      tab.on('pageerror', (error) => errors.push(error))
      await tab.goto(page.url)
      await tab.waitForFunction('typeof window.runChartRenderBench === "function"')
      const results = await tab.evaluate(
        (count) =>
          (
            globalThis as unknown as { runChartRenderBench: RunChartRenderBench }
          ).runChartRenderBench(count),
        runs,
      )
      if (errors.length > 0) throw errors[0]
      return { browser: `Chromium ${browser.version()}`, results }
    } finally {
      await browser.close()
    }
  } finally {
    await page.close()
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

/** One section: ours, then each peer with the ratio against ours. */
function printSection(
  title: string,
  renderers: readonly RendererResult[],
  figure: (r: RendererResult) => number,
  detail: (r: RendererResult) => string,
): boolean {
  console.log(`\n${title}`)
  const [ours, ...peers] = renderers
  if (ours === undefined) return false
  console.log(`  ours  ${ours.label}: ${ms(figure(ours))}${detail(ours)}`)
  let fasterThanAll = true
  for (const peer of peers) {
    const ratio = figure(peer) / figure(ours)
    fasterThanAll &&= ratio > 1
    console.log(`  peer  ${peer.label}: ${ms(figure(peer))}${detail(peer)}`)
    console.log(`  ratio ${ratio.toFixed(2)}x ${ratio >= 1 ? 'faster' : 'slower'} than the peer`)
  }
  return fasterThanAll
}

export function printChartRenderReport(report: ChartRenderReport): void {
  if ('skipped' in report) {
    console.log(`\nChart render in Chromium: skipped (${report.skipped})`)
    return
  }
  const { results } = report
  const points = results.points.toLocaleString('en-US')
  const setup = `${report.browser}, ${results.width}x${results.height}, median of ${results.runs} runs`
  const { renderers } = results
  const none = () => ''
  const firstFaster = printSection(
    `first render of a ${points}-point series in ${setup}`,
    renderers,
    (r) => r.firstRender,
    // Input: building the library's own data from the columns (ours draws from them directly).
    (r) => ` (${r.input >= 0.05 ? `input ${ms(r.input)}, ` : ''}next frame at ${ms(r.firstFrame)})`,
  )
  const zoomFaster = printSection(
    'zoom frame: full year to one month, script',
    renderers,
    (r) => r.zoom,
    none,
  )
  const panFaster = printSection(
    `pan frame: the month moved by 5%, script, median of ${results.pans} pans a run`,
    renderers,
    (r) => r.pan,
    none,
  )
  const ours = renderers[0]
  if (ours === undefined) return
  console.log(`\n  goal  faster than each peer: ${verdict(firstFaster && zoomFaster && panFaster)}`)
  console.log(
    `  goal  first render under ${firstRenderGoalMs} ms: ${verdict(ours.firstRender < firstRenderGoalMs)}`,
  )
  console.log(
    `  goal  under ${panGoalMs} ms of script per pan frame: ${verdict(ours.pan < panGoalMs)}`,
  )
}
