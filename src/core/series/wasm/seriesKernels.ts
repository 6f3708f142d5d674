import { ColumnArena, type WasmMemory } from './columnArena'

/*
 * The series kernels in WebAssembly (assembly/, entry series.ts): the hot loops of the formula engine,
 * about four times faster than the same loops in JavaScript over half a million points. They
 * work on columns in the module's own memory, which columnArena.ts hands out; kernelCalls.ts
 * runs a kernel when every column of a call is there and says so, and the TypeScript operator
 * runs otherwise. So nothing depends on the module being loaded: until loadSeriesKernels()
 * resolves, where WebAssembly is refused (a page whose policy lacks 'wasm-unsafe-eval'), or for
 * columns outside the arena, the operators run as they always did, with the same results.
 */

/**
 * The part of the WebAssembly API used here, typed locally: the server's TypeScript libraries
 * (ES2023 and Node's) do not declare it, though Node has it like every browser.
 */
interface WasmApi {
  instantiate(bytes: Uint8Array<ArrayBuffer>): Promise<{ instance: { exports: unknown } }>
}

type BinaryKernel = (a: number, sa: number, b: number, sb: number, out: number, n: number) => void
type UnaryKernel = (a: number, out: number, n: number) => void

/** What assembly/series.ts exports (from arithmetic.ts, rolling.ts, lagged.ts): pointers are byte addresses in `memory`. */
export interface SeriesKernelExports {
  memory: WasmMemory
  heapBase(): number
  add: BinaryKernel
  sub: BinaryKernel
  mul: BinaryKernel
  div: BinaryKernel
  lt: BinaryKernel
  le: BinaryKernel
  eq: BinaryKernel
  ne: BinaryKernel
  gt: BinaryKernel
  ge: BinaryKernel
  neg: UnaryKernel
  abs: UnaryKernel
  sanitize(v: number, n: number): void
  movingSum(
    values: number,
    n: number,
    window: number,
    divisor: number,
    resync: number,
    ring: number,
    out: number,
  ): void
  ema(values: number, n: number, window: number, out: number): void
  rsi(values: number, n: number, window: number, out: number): void
  lagged(values: number, n: number, lag: number, combine: number, ring: number, out: number): void
  shiftEarlier(values: number, n: number, lead: number, ring: number, out: number): void
  cumulativeExtreme(values: number, n: number, sign: number, out: number): void
  movingStd(
    values: number,
    n: number,
    window: number,
    resync: number,
    ring: number,
    out: number,
  ): void
}

export interface SeriesKernels {
  exports: SeriesKernelExports
  arena: ColumnArena
}

let loaded: SeriesKernels | null = null
let loading: Promise<SeriesKernels | null> | null = null

/** The kernels once loaded in this thread, else null (the operators then run in TypeScript). */
export function seriesKernels(): SeriesKernels | null {
  return loaded
}

/** The module's bytes, imported on demand: a page that never loads the kernels never fetches them. */
async function binary(): Promise<Uint8Array<ArrayBuffer>> {
  const { seriesKernelsBase64 } = await import('./seriesKernels.wasm')
  const text = atob(seriesKernelsBase64)
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i)
  return bytes
}

/**
 * Loads the kernels for this thread (once). Resolves to null where WebAssembly is missing or
 * refused: evaluation goes on in TypeScript.
 */
export function loadSeriesKernels(): Promise<SeriesKernels | null> {
  loading ??= (async () => {
    try {
      const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly
      if (wasm === undefined) return null
      const { instance } = await wasm.instantiate(await binary())
      const exports = instance.exports as unknown as SeriesKernelExports
      loaded = { exports, arena: new ColumnArena(exports.memory, exports.heapBase()) }
      return loaded
    } catch {
      return null
    }
  })()
  return loading
}

/** Runs `run` as if the kernels were not loaded (tests and benchmarks compare both paths). */
export function withoutSeriesKernels<T>(run: () => T): T {
  const was = loaded
  loaded = null
  try {
    return run()
  } finally {
    loaded = was
  }
}
