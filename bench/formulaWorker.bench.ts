import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { contentSecurityPolicy } from '../server/http/contentSecurityPolicy'
import { serveBenchPage } from './benchPage'
import { mainThreadTasks, type MainThreadTasks } from './formulaWorker/mainThreadTasks'
import type {
  FormulaWorkerResults,
  RunFormulaWorkerBench,
  RunTracedWorkerCall,
  TracedInputs,
} from './formulaWorker/results'

/*
 * The ten-function formula over 525,600 points in the app's formula worker, in Chromium: the
 * page (bench/formulaWorker) posts the inputs through evaluateInWorkers (the pool, Comlink, the
 * real worker), and the peer is the same evaluation on the main thread. Goals (issue "Formulas
 * and workbench"): under 50 ms in the worker, the main thread blocked under 2 ms.
 */

const runs = 7
const tracedRuns = 3
const workerGoalMs = 50
const blockGoalMs = 2

export type FormulaWorkerReport =
  | { skipped: string }
  | {
      browser: string
      results: FormulaWorkerResults
      traced: Record<TracedInputs, MainThreadTasks[]>
    }

export async function measureFormulaWorker(): Promise<FormulaWorkerReport> {
  // Browsers are never downloaded (scripts/ensure-chromium.mjs); without one there is no figure.
  if (!existsSync(chromiumPath)) return { skipped: `no Chromium at ${chromiumPath}` }
  // Under the app's own policy, which must let the worker compile its WebAssembly kernels.
  const page = await serveBenchPage('formulaWorker', { contentSecurityPolicy })
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    try {
      const tab = await browser.newPage()
      const errors: Error[] = []
      tab.on('pageerror', (error) => errors.push(error))
      await tab.goto(page.url)
      await tab.waitForFunction('typeof window.runFormulaWorkerBench === "function"')
      const results = await tab.evaluate(
        (count) =>
          (
            globalThis as unknown as { runFormulaWorkerBench: RunFormulaWorkerBench }
          ).runFormulaWorkerBench(count),
        runs,
      )
      // Then a few calls under a trace, for the main thread's tasks by their own thread time:
      // over inputs the worker has not seen, then over inputs it holds.
      const traced: Record<TracedInputs, MainThreadTasks[]> = { new: [], held: [] }
      for (const inputs of ['new', 'held'] as const) {
        for (let run = 0; run < tracedRuns; run += 1) {
          await browser.startTracing(tab, { categories: ['toplevel', 'blink.user_timing'] })
          await tab.evaluate(
            (kind) =>
              (
                globalThis as unknown as { runTracedWorkerCall: RunTracedWorkerCall }
              ).runTracedWorkerCall(kind),
            inputs,
          )
          traced[inputs].push(mainThreadTasks(await browser.stopTracing()))
        }
      }
      if (errors.length > 0) throw errors[0]
      return { browser: `Chromium ${browser.version()}`, results, traced }
    } finally {
      await browser.close()
    }
  } finally {
    await page.close()
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

export function printFormulaWorkerReport(report: FormulaWorkerReport): void {
  if ('skipped' in report) {
    console.log(`\nFormula in the worker, in Chromium: skipped (${report.skipped})`)
    return
  }
  const r = report.results
  const all = [...report.traced.new, ...report.traced.held]
  const longestTask = Math.max(...all.map((t) => t.longestThreadMs))
  const longestTaskWall = Math.max(...all.map((t) => t.longestWallMs))
  const busy = (inputs: TracedInputs) => Math.max(...report.traced[inputs].map((t) => t.busyMs))
  const points = r.points.toLocaleString('en-US')
  console.log(
    `\nFormula of ten functions over ${points} points in the worker, ${report.browser}, ` +
      `median of ${r.runs} runs`,
  )
  console.log(
    `  ours  formula worker (evaluateInWorkers, pool of ${r.workers}, kernels in ${r.engine}):` +
      ` ${ms(r.inWorker)} in the worker, ${ms(r.roundTrip)} round trip (the call returns in` +
      ` ${ms(r.post)})`,
  )
  console.log(
    `        main thread's longest task in ${all.length} traced calls:` +
      ` ${ms(longestTask)} of its thread's time (${ms(longestTaskWall)} wall)`,
  )
  console.log(
    `        main thread busy in all over a call: ${ms(busy('new'))} when the inputs are new` +
      ` to the worker (copied over), ${ms(busy('held'))} when it holds them`,
  )
  console.log(
    `        heartbeat's longest gap during a call: ${ms(r.longestBlock)} (worst run` +
      ` ${ms(r.worstBlock)}); with nothing running: ${ms(r.idleBlock)} (the machine's own)`,
  )
  console.log(
    `  peer  the same evaluateFormulas on the main thread: ${ms(r.mainThread)}, all of it blocking`,
  )
  const blockRatio = r.mainThread / longestTask
  const latencyRatio = r.mainThread / r.roundTrip
  console.log(`  ratio ${blockRatio.toFixed(2)}x less main-thread blocking than the peer`)
  console.log(
    `  ratio ${latencyRatio.toFixed(2)}x ${latencyRatio >= 1 ? 'faster' : 'slower'} round trip` +
      ' than the peer evaluating in place',
  )
  console.log(
    `\n  goal  under ${workerGoalMs} ms in the worker: ${verdict(r.inWorker < workerGoalMs)}`,
  )
  console.log(
    `  goal  main thread blocked under ${blockGoalMs} ms (its longest task): ` +
      verdict(longestTask < blockGoalMs),
  )
}
