import { unaryInWasm } from '../../series/wasm/kernelCalls'
import { broadcast, broadcastResult, outputBuffer } from '../broadcast'
import type { Buffers } from '../buffers'
import { finiteOrNaN, freshSeries, numberValue, type Operand } from '../values'

/*
 * Point-by-point helpers for the functions (abs, pow, round, …). A non-finite input is a gap
 * (exp(-Infinity) must not become 0), and so is a result that is not finite.
 */

const NaN_ = Number.NaN

/**
 * f applied to a number, or to every point of a series; by `kernel`, the WebAssembly kernel
 * that computes f, when the columns are in its memory (src/core/series/wasm).
 */
export function mapOperand(
  operand: Operand,
  f: (x: number) => number,
  buffers?: Buffers,
  kernel?: 'abs',
): Operand {
  if (operand.kind === 'number') {
    return numberValue(Number.isNaN(operand.value) ? Number.NaN : f(operand.value))
  }
  const { v } = operand
  const out = operand.owned ? v : (buffers?.take(v.length) ?? new Float64Array(v.length))
  if (kernel !== undefined && unaryInWasm(kernel, v, out)) return freshSeries(operand.t, out)
  for (let i = 0; i < v.length; i += 1) {
    const x = v[i] as number
    // Inline rather than finiteOrNaN: a call per point to another module costs more than f.
    const r = x - x === 0 ? f(x) : NaN_
    out[i] = r - r === 0 ? r : NaN_
  }
  return freshSeries(operand.t, out)
}

/** f over two operands, aligned and broadcast. */
export function zipOperands(a: Operand, b: Operand, f: (x: number, y: number) => number): Operand {
  const bc = broadcast([a, b])
  const [x, y] = bc.columns as [Float64Array, Float64Array]
  const [sx, sy] = bc.strides as [number, number]
  const out = outputBuffer(bc)
  for (let i = 0; i < bc.length; i += 1) {
    const xi = x[i * sx] as number
    const yi = y[i * sy] as number
    // pow(NaN, 0) is 1 in JavaScript: a gap must stay a gap whatever f makes of it.
    out[i] = xi - xi === 0 && yi - yi === 0 ? finiteOrNaN(f(xi, yi)) : Number.NaN
  }
  return broadcastResult(bc, out)
}
