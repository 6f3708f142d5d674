import { tracedCallMarks } from './results'

/*
 * The main thread's longest task during a traced evaluateInWorkers call, read from a Chromium
 * trace (Playwright's browser.startTracing). A heartbeat on a small, busy machine also counts
 * the time the OS gives the CPU to something else (the worker itself, with two cores); a task's
 * thread time (`tdur`) counts only what the main thread ran, which is what the page's code
 * decides. Node side only.
 */

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  /** The thread's own clock (CPU time), µs. */
  tts?: number
  dur?: number
  tdur?: number
}

export interface MainThreadTasks {
  /** The longest task's thread time, ms. */
  longestThreadMs: number
  /** The longest task's wall time, ms (preemption included). */
  longestWallMs: number
  tasks: number
  /** The main thread's time over the whole call, all tasks together, ms. */
  busyMs: number
}

/** Chromium's name for one task of a thread's loop ("ThreadControllerImpl::RunTask" in 156). */
const isTask = (name: string) => name.endsWith('RunTask')

export function mainThreadTasks(trace: Buffer): MainThreadTasks {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
  const mark = (name: string) => {
    const event = traceEvents.find((e) => e.name === name)
    if (event === undefined) throw new Error(`no "${name}" mark in the trace`)
    return event
  }
  const start = mark(tracedCallMarks.start)
  const end = mark(tracedCallMarks.end)
  const tasks = traceEvents.filter(
    (e) =>
      isTask(e.name) &&
      e.ph === 'X' &&
      e.pid === start.pid &&
      e.tid === start.tid &&
      e.ts + (e.dur ?? 0) >= start.ts &&
      e.ts <= end.ts,
  )
  const longest = (key: 'dur' | 'tdur') => Math.max(0, ...tasks.map((e) => e[key] ?? 0)) / 1000
  if (tasks.length === 0) throw new Error('no main-thread task in the trace')
  return {
    longestThreadMs: longest('tdur'),
    longestWallMs: longest('dur'),
    tasks: tasks.length,
    busyMs: ((end.tts ?? 0) - (start.tts ?? 0)) / 1000,
  }
}
