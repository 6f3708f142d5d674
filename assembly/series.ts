/*
 * The series kernels in WebAssembly (AssemblyScript), compiled by `npm run build:wasm` into
 * src/core/series/wasm/seriesKernels.wasm.ts. They are the hot loops of the formula engine, run
 * over columns in the module's memory (src/core/series/wasm/columnArena.ts): V8 runs a loop over
 * typed arrays it receives as arguments at about 4 ns a point, this at about 1.
 *
 * Each kernel is a port of a TypeScript operator in src/core/series or src/core/formula and
 * computes the same floating-point operations in the same order, so its results are equal bit
 * for bit (the property tests in src/core/series/wasm check every kernel against its original).
 * The originals stay the reference and serve arrays outside the module's memory.
 *
 * Pointers are byte addresses of f64 columns; `n` is a number of points. A stride of 0 reads
 * one number at every point (a number operand of arithmetic), 1 a column.
 */

/** Where the module's own data ends: columns go above it. */
export function heapBase(): usize {
  return __heap_base
}

export * from './arithmetic'
export * from './rolling'
export * from './lagged'
