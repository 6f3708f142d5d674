import fc from 'fast-check'
import { loadSeriesKernels, type SeriesKernels } from '../seriesKernels'

/*
 * For the tests that compare the WebAssembly kernels with the TypeScript they port: the kernels,
 * loaded or the test fails, and the values both paths must agree on.
 */

/** The kernels of this thread; a test that needs them fails when they do not load. */
export async function loadedSeriesKernels(): Promise<SeriesKernels> {
  const loaded = await loadSeriesKernels()
  if (loaded === null) throw new Error('the kernels did not load')
  return loaded
}

/**
 * A point: mostly real fractions (where operation order shows in the last bits), small
 * integers (ties and runs of equal values), and gaps of every kind, zeros and extremes.
 */
export const kernelValue = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, 1e308, -1e308) },
)
