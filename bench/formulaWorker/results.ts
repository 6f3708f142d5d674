/*
 * What the formula worker page measures and hands back to Node (bench/formulaWorker.bench.ts).
 * Types and constants only, so both the browser page and the Node side can import it.
 */

export interface FormulaWorkerResults {
  points: number
  runs: number
  /** The worker pool's size (hardware concurrency minus one). */
  workers: number
  /** Median ms from calling evaluateInWorkers to its result on the main thread. */
  roundTrip: number
  /** Median ms the worker spent in evaluateFormulas (its own clock, without the messages). */
  inWorker: number
  /** Median ms until the call returns its promise (its synchronous part). */
  post: number
  /** Median over runs of the longest main-thread block while the worker evaluated. */
  longestBlock: number
  /** The largest longest block of any run. */
  worstBlock: number
  /** Median longest gap of the same heartbeat with nothing to do, for as long as a run. */
  idleBlock: number
  /** Median ms of the same evaluation on the main thread (the peer), all of it blocking. */
  mainThread: number
  /** What ran the worker's kernels (WebAssembly unless the page's policy refused it). */
  engine: string
}

/** The page's entry point, set on `window` by page.ts and called by Node through Playwright. */
export type RunFormulaWorkerBench = (runs: number) => Promise<FormulaWorkerResults>

/**
 * Inputs the worker has not seen (a chart just opened: their columns are copied over, slice by
 * slice) or holds already (a formula edited again over the same metrics: only their numbers go).
 */
export type TracedInputs = 'new' | 'held'

/** One evaluateInWorkers call between two performance marks, traced by Node. */
export type RunTracedWorkerCall = (inputs: TracedInputs) => Promise<void>

/** The marks around a traced call (they appear in the trace as user timing events). */
export const tracedCallMarks = { start: 'formula-worker-call', end: 'formula-worker-answer' }
