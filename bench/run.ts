// npm run bench: every benchmark against a named peer in the same run, with the ratio.
import { measureAlertDelivery, printAlertDeliveryReport } from './alerts/alertDelivery.bench'
import { measureAlertTick, printAlertTickReport } from './alerts/alertTick.bench'
import { measureChartRender, printChartRenderReport } from './chartRender.bench'
import { compare, type ComparisonResult } from './compare'
import { csvEncodingBench } from './csvEncoding.bench'
import { measureDashboardPaint, printDashboardPaintReport } from './dashboardPaint.bench'
import { flagHashBench } from './flagHash.bench'
import { formatNumberBench } from './formatNumber.bench'
import { loadSeriesKernels } from '../src/core/series/wasm/seriesKernels'
import { formulaBench, formulaKernelsBench } from './formula.bench'
import { measureFormulaWorker, printFormulaWorkerReport } from './formulaWorker.bench'
import { operatorBenches } from './operators.bench'
import { seriesBinaryDecodeBench, seriesDecodeBench } from './seriesDecode.bench'
import {
  measureEngineComparison,
  printEngineComparisonReport,
} from './search/engineComparison.bench'
import { measureSearchFreshness, printSearchFreshnessReport } from './search/searchFreshness.bench'
import { measureSearchLatency, printSearchLatencyReport } from './search/searchLatency.bench'
import { measureSearchPaint, printSearchPaintReport } from './search/searchPaint.bench'
import { measureSeriesServing, printServingReport } from './seriesServing.bench'
import { measureStartup, printStartupReport } from './startup/serverStartup.bench'
import { measureServingLoad, printServingLoadReport } from './serving/servingLoad.bench'
import { measureBulkVsSingle, printBulkReport } from './publicApi/bulkVsSingle.bench'

// `npm run bench -- --chart-render` runs only the chart render section (the slowest one);
// `--operators` only the formula operators and the formula (in Node and in the worker);
// `--formula` only the formula; `--dashboard` only the dashboard of twelve tiles; `--alerts`
// only the alert evaluation tick and the delivery of 1,000 firings to webhooks; `--search` only
// the search multi-query latency, the create-to-first-hit delay and keystroke-to-results-painted.
const searchOnly = process.argv.includes('--search')
const alertsOnly = process.argv.includes('--alerts')
// `--search-engines`: only MiniSearch against Orama and FlexSearch (docs/benchmarks.md).
const searchEnginesOnly = process.argv.includes('--search-engines')
// `--serving`: only serving a series over HTTP, one request at a time and then under load.
const servingOnly = process.argv.includes('--serving')
// `--api`: only the public API's bulk request against the single calls it replaces.
const apiOnly = process.argv.includes('--api')
// `--startup`: only the server's start, compiled against transpiled.
const startupOnly = process.argv.includes('--startup')
/** Only one of the sections that are neither tinybench comparisons nor in Chromium. */
const sectionOnly =
  alertsOnly || searchOnly || searchEnginesOnly || servingOnly || apiOnly || startupOnly
const dashboardOnly = process.argv.includes('--dashboard')
const chartRenderOnly = process.argv.includes('--chart-render') || dashboardOnly
const formulaOnly = process.argv.includes('--formula')
const operatorsOnly = process.argv.includes('--operators') || formulaOnly
const benches =
  chartRenderOnly || sectionOnly
    ? []
    : operatorsOnly
      ? [...(formulaOnly ? [] : operatorBenches), formulaBench, formulaKernelsBench]
      : [
          formatNumberBench,
          flagHashBench,
          seriesDecodeBench,
          seriesBinaryDecodeBench,
          csvEncodingBench,
          ...operatorBenches,
          formulaBench,
          formulaKernelsBench,
        ]
// The formula's WebAssembly kernels, as the formula worker loads them. The operators' own benches
// pass ordinary arrays, which the kernels never serve: they measure the TypeScript loops.
await loadSeriesKernels()

const format = (n: number) => Math.round(n).toLocaleString('en-US')
/** The mean time of one run, in the unit that keeps a few significant digits. */
const perRun = (opsPerSec: number) => {
  const ms = 1000 / opsPerSec
  if (ms >= 1) return `${ms.toFixed(1)} ms`
  if (ms >= 0.001) return `${(ms * 1000).toFixed(2)} µs`
  return `${(ms * 1e6).toFixed(0)} ns`
}
const results: ComparisonResult[] = []
for (const bench of benches) {
  const result = await compare(bench)
  results.push(result)
  console.log(`\n${bench.name}`)
  const line = (opsPerSec: number) => `${format(opsPerSec)} runs/s (${perRun(opsPerSec)} a run)`
  console.log(`  ours  ${bench.ours.label}: ${line(result.oursOpsPerSec)}`)
  console.log(`  peer  ${bench.peer.label}: ${line(result.peerOpsPerSec)}`)
  console.log(
    `  ratio ${result.ratio.toFixed(2)}x ${result.ratio >= 1 ? 'faster' : 'slower'} than the peer`,
  )
}
if (!chartRenderOnly && !operatorsOnly && !sectionOnly) {
  const slower = results.filter((r) => r.ratio < 1)
  console.log(`\n${results.length} benchmarks, ${slower.length} slower than their peer`)
}
if (servingOnly || (!chartRenderOnly && !operatorsOnly && !sectionOnly)) {
  // Not ops/sec comparisons: latency of serving a series over HTTP, against its own floors, and
  // the same series under 50 and 200 connections against a plain server writing the same bytes.
  printServingReport(await measureSeriesServing())
  printServingLoadReport(await measureServingLoad())
}

// Nor this: one bulk request of every asset's daily price against the single calls it replaces.
if (apiOnly || (!chartRenderOnly && !operatorsOnly && !sectionOnly)) {
  printBulkReport(await measureBulkVsSingle())
}

// Nor this: the server's start to /healthz and its memory, compiled against transpiled.
if (startupOnly || (!chartRenderOnly && !operatorsOnly && !sectionOnly)) {
  printStartupReport(await measureStartup())
}

// Nor these: one tick of 100,000 alerts against the same comparisons in a plain loop, and
// 1,000 firings delivered to webhooks against the same signed POSTs sent in a plain loop.
if (
  !chartRenderOnly &&
  !operatorsOnly &&
  !searchOnly &&
  !searchEnginesOnly &&
  !servingOnly &&
  !apiOnly &&
  !startupOnly
) {
  printAlertTickReport(measureAlertTick())
  printAlertDeliveryReport(await measureAlertDelivery())
}

// Nor these: one search multi-query through the engine and the route against a linear scan, the
// delay from a dashboard's create answering to its first hit on the same and on another
// instance, and in Chromium the results painted after the debounce against a bare fetch.
if (
  !chartRenderOnly &&
  !operatorsOnly &&
  !alertsOnly &&
  !searchEnginesOnly &&
  !servingOnly &&
  !apiOnly &&
  !startupOnly
) {
  printSearchLatencyReport(await measureSearchLatency())
  printSearchFreshnessReport(await measureSearchFreshness())
  printSearchPaintReport(await measureSearchPaint())
}

// Nor this: the search engine choice, MiniSearch against Orama and FlexSearch on the same records.
if (searchEnginesOnly) printEngineComparisonReport(await measureEngineComparison())

// Nor these, in Chromium: the formula in the app's worker against the same on the main thread,
// and the first render and zoom/pan frames against ECharts and Chart.js.
if (!chartRenderOnly && !sectionOnly) printFormulaWorkerReport(await measureFormulaWorker())
if (!operatorsOnly && !dashboardOnly && !sectionOnly) {
  printChartRenderReport(await measureChartRender())
}

// And a dashboard of twelve metric tiles through the real server and the production build.
if (!operatorsOnly && !sectionOnly && (dashboardOnly || !chartRenderOnly))
  printDashboardPaintReport(await measureDashboardPaint())
