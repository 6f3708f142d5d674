// The browser side of the formula worker bench: the ten-function formula over 525,600 points,
// evaluated by the app's formula worker through its pool (evaluateInWorkers) and, as the peer,
// on the main thread; Node calls window.runFormulaWorkerBench (see results.ts).
import { evaluateFormulas, type FormulaEvaluation } from '@/core/formula/evaluateFormulas'
import type { FormulaValue } from '@/core/formula/results'
import { evaluateInWorkers } from '@/lib/formula/formulaWorkers'
import { poolSize } from '@/lib/workers/workerPool'
import { formulaInputs, formulaItems, points } from './formulaInputs'
import { startHeartbeat } from './heartbeat'
import { tracedCallMarks, type RunFormulaWorkerBench, type RunTracedWorkerCall } from './results'

const idleMs = 100

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return ((sorted[Math.floor(middle - 0.5)] ?? 0) + (sorted[Math.ceil(middle - 0.5)] ?? 0)) / 2
}

/** Idle time between measurements, as between a user's edits; Chromium collects garbage then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, idleMs))

function resultOf(evaluation: FormulaEvaluation): Extract<FormulaValue, { kind: 'series' }> {
  const error = evaluation.errors.get('f1')
  if (error !== undefined) throw new Error(`f1 failed: ${error.message}`)
  const value = evaluation.values.get('f1')
  if (value?.kind !== 'series') throw new Error('f1 is not a series')
  return value
}

/** Both sides must compute the same thing: the worker's result against the main thread's. */
function assertSame(a: Float64Array, b: Float64Array): void {
  if (a.length !== b.length) throw new Error(`lengths differ: ${a.length} and ${b.length}`)
  for (let i = 0; i < a.length; i += 1) {
    if (!Object.is(a[i], b[i])) throw new Error(`point ${i} differs: ${a[i]} and ${b[i]}`)
  }
}

interface WorkerSample {
  idleBlock: number
  roundTrip: number
  inWorker: number
  post: number
  longestBlock: number
  engine: string
  result: Float64Array
}

/**
 * The longest gap of the heartbeat alone for `ms`: what the machine itself (other processes,
 * the browser's own work) takes from the main thread, against which the run's gap is read.
 */
async function idleGap(ms: number): Promise<number> {
  const heartbeat = startHeartbeat()
  await new Promise((resolve) => setTimeout(resolve, ms))
  return heartbeat.stop()
}

/**
 * One round in the worker: its run timed alone (the heartbeat spins a core, which on a small
 * machine slows the worker it shares the CPU with), the same run under the heartbeat for the
 * main thread's blocks, and the heartbeat with nothing running.
 */
async function measureWorker(
  items: ReturnType<typeof formulaItems>,
  idleMs: number,
): Promise<WorkerSample> {
  await settle()
  const start = performance.now()
  const pending = evaluateInWorkers(items)
  const posted = performance.now()
  const inWorker = await pending
  const end = performance.now()

  await settle()
  const heartbeat = startHeartbeat()
  // Let the heartbeat beat once before the call, so the call's own block is measured.
  await new Promise((resolve) => setTimeout(resolve, 0))
  await evaluateInWorkers(items)
  const longestBlock = heartbeat.stop()

  await settle()
  const idleBlock = await idleGap(idleMs)
  return {
    idleBlock,
    roundTrip: end - start,
    inWorker: inWorker.evaluationMs,
    post: posted - start,
    longestBlock,
    engine: inWorker.engine,
    result: resultOf(inWorker).v,
  }
}

/** The main thread's own evaluation (the peer), checked against the worker's result. */
async function measureMainThread(
  items: ReturnType<typeof formulaItems>,
  expected: Float64Array,
): Promise<number> {
  await settle()
  const start = performance.now()
  const onMain = evaluateFormulas(items)
  const mainThread = performance.now() - start
  assertSame(expected, resultOf(onMain).v)
  return mainThread
}

/** The page's metrics: the same arrays for every call, as a chart's data between edits. */
const heldItems = formulaItems(formulaInputs())

const runFormulaWorkerBench: RunFormulaWorkerBench = async (runs) => {
  const items = heldItems
  const samples: WorkerSample[] = []
  // Round 0 starts the worker and warms up its JIT; it is dropped.
  let roundTrip = 200
  for (let round = 0; round <= runs; round += 1) {
    const sample = await measureWorker(items, roundTrip)
    roundTrip = sample.roundTrip
    if (round > 0) samples.push(sample)
  }
  // The peer's rounds come after the worker's: each leaves some 80 MB of garbage that Chromium
  // collects on background threads, which on a 2-core machine would slow the next worker run.
  const expected = samples.at(-1)?.result ?? new Float64Array(0)
  const mainThread: number[] = []
  for (let round = 0; round <= runs; round += 1) {
    const ms = await measureMainThread(items, expected)
    if (round > 0) mainThread.push(ms)
  }
  const of = (key: 'roundTrip' | 'inWorker' | 'post' | 'longestBlock' | 'idleBlock') =>
    median(samples.map((sample) => sample[key]))
  return {
    points,
    runs,
    workers: poolSize(navigator.hardwareConcurrency),
    roundTrip: of('roundTrip'),
    inWorker: of('inWorker'),
    post: of('post'),
    longestBlock: of('longestBlock'),
    worstBlock: Math.max(...samples.map((sample) => sample.longestBlock)),
    idleBlock: of('idleBlock'),
    mainThread: median(mainThread),
    engine: samples.at(-1)?.engine ?? 'none',
  }
}

/** One call between two marks, for Node to read the main thread's tasks in a trace. */
const runTracedWorkerCall: RunTracedWorkerCall = async (inputs) => {
  const items = inputs === 'held' ? heldItems : formulaItems(formulaInputs())
  await settle()
  performance.mark(tracedCallMarks.start)
  await evaluateInWorkers(items)
  performance.mark(tracedCallMarks.end)
}

Object.assign(window, { runFormulaWorkerBench, runTracedWorkerCall })
