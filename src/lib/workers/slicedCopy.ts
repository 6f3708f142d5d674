import { abortError } from './workerPool'

/*
 * Handing large columns to a worker without stalling the page. postMessage clones its message
 * synchronously: a year of 1-minute points for two metrics is 16 MB of times and values, and
 * cloning that took 20 ms of the main thread in Chromium here, ten times the 2 ms a frame can
 * spare. Transferring a buffer costs nothing, but the page still draws its metrics from theirs.
 * So the columns are copied into new buffers a slice at a time, yielding to the browser after
 * each millisecond of copying, and the copies are transferred.
 */

/**
 * Milliseconds of copying before the page gets the main thread back. With the slice under way
 * and the first touch of the new pages, a task took about 0.7 ms of the main thread in Chromium
 * here, well inside the 2 ms a frame can spare.
 */
const budgetMs = 0.5
/** Points copied between two looks at the clock (256 kB: well under the budget). */
const slice = 32_768

/** Lets the browser run what waits (input, frames). A message is not throttled like a timer. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Copies of `columns` (each once: the same array given twice is copied once), made in slices
 * across tasks. Rejects with an AbortError once `signal` aborts.
 */
export async function copyInSlices(
  columns: readonly Float64Array[],
  signal?: AbortSignal,
): Promise<Map<Float64Array, Float64Array>> {
  const copies = new Map<Float64Array, Float64Array>()
  let started = performance.now()
  for (const column of columns) {
    if (copies.has(column)) continue
    const copy = new Float64Array(column.length)
    copies.set(column, copy)
    for (let from = 0; from < column.length; from += slice) {
      if (performance.now() - started >= budgetMs) {
        await yieldToBrowser()
        if (signal?.aborted) throw abortError()
        started = performance.now()
      }
      copy.set(column.subarray(from, Math.min(column.length, from + slice)), from)
    }
  }
  return copies
}
