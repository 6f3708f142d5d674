import type { FormulaErrorInfo } from './errors'
import type { EvaluateOptions } from './evaluateFormulas'
import type { FormulaValue } from './results'

/*
 * What the formula worker offers through Comlink (src/workers/formula.worker.ts), and the
 * messages of its column cache.
 *
 * A workbench evaluates its formulas again on every edit, over the same metrics: a year of
 * 1-minute points for two metrics is 16 MB of columns. So each worker keeps the columns it was
 * sent (columnStore.ts), and a request names its inputs' columns by number: the page copies and
 * transfers a column once per worker, and later requests send the number alone. The page decides
 * what the worker keeps (src/lib/formula/sentColumns.ts): each request says which columns to
 * drop before it adds its own, so the two sides never disagree about what is held.
 */

/** A column the worker holds, by the number the page gave it. */
export type ColumnId = number

export interface WorkerItem {
  /** m1, m2, … for metrics, f1, f2, … for formulas. */
  name: string
  /** A formula's source (evaluated, whatever else the item carries). */
  source?: string
  /** A metric's data, or a formula's earlier result, as held columns. */
  series?: { t: ColumnId; v: ColumnId }
}

export interface WorkerRequest {
  items: WorkerItem[]
  /** Columns to forget first (past the page's budget). */
  drop: ColumnId[]
  /** Forget every column first (the page lost track after a failed request). */
  dropAll?: boolean
  /** Columns sent with this request (transferred), kept for later requests. */
  add: Array<[ColumnId, Float64Array]>
}

/**
 * A result as the worker posts it: a series on the times of an input names that column instead
 * of sending it back (the worker keeps it, and the page has it already).
 */
export type WorkerValue =
  | { kind: 'series'; t: Float64Array | ColumnId; v: Float64Array }
  | { kind: 'scalar'; value: number }

/** An evaluation as the worker hands it back, with the time it took there. */
export interface WorkerEvaluation {
  values: Map<string, WorkerValue>
  errors: Map<string, FormulaErrorInfo>
  /**
   * Milliseconds the worker spent evaluating, by its own clock: without the messages around it,
   * so a caller can tell the evaluation from the transfer.
   */
  evaluationMs: number
  /** What ran the kernels: WebAssembly, or TypeScript where it could not load (seriesKernels.ts). */
  engine: FormulaEngine
}

export type FormulaEngine = 'WebAssembly' | 'TypeScript'

/** The evaluation as the page uses it: every series with its own time column. */
export interface PageEvaluation {
  values: Map<string, FormulaValue>
  errors: Map<string, FormulaErrorInfo>
  evaluationMs: number
  engine: FormulaEngine
}

export interface FormulaWorkerApi {
  evaluate(request: WorkerRequest, options?: EvaluateOptions): Promise<WorkerEvaluation>
}
