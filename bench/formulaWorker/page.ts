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

interface Sample {
  idleBlock: number
  roundTrip: number
  inWorker: number
  post: number
  longestBlock: number
  mainThread: number
  engine: string
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
 * One round: the worker's run timed alone (the heartbeat spins a core, which on a small machine
 * slows the worker it shares the CPU with), the same run under the heartbeat for the main
 * thread's blocks, the heartbeat with nothing running, and the main thread's own evaluation.
 */
async function measureOnce(
  items: ReturnType<typeof formulaItems>,
  idleMs: number,
): Promise<Sample> {
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

  await settle()
  const mainStart = performance.now()
  const onMain = evaluateFormulas(items)
  const mainThread = performance.now() - mainStart
  assertSame(resultOf(inWorker).v, resultOf(onMain).v)
  return {
    idleBlock,
    roundTrip: end - start,
    inWorker: inWorker.evaluationMs,
    post: posted - start,
    longestBlock,
    mainThread,
    engine: inWorker.engine,
  }
}

/** The page's metrics: the same arrays for every call, as a chart's data between edits. */
const heldItems = formulaItems(formulaInputs())

const runFormulaWorkerBench: RunFormulaWorkerBench = async (runs) => {
  const items = heldItems
  const samples: Sample[] = []
  // Round 0 starts the worker and warms up both JITs; it is dropped.
  let roundTrip = 200
  for (let round = 0; round <= runs; round += 1) {
    const sample = await measureOnce(items, roundTrip)
    roundTrip = sample.roundTrip
    if (round > 0) samples.push(sample)
  }
  const of = (key: Exclude<keyof Sample, 'engine'>) => median(samples.map((sample) => sample[key]))
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
    mainThread: of('mainThread'),
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
