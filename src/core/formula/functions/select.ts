import { compare } from '../kernels'
import { isComparisonOperator } from '../ast'
import { broadcast, broadcastResult, outputBuffer } from '../broadcast'
import { isValidPoint } from '../../series/validPoints'
import { messages } from '../messages'
import { finiteOrNaN, numberValue, type Operand } from '../values'
import type { Args } from './args'
import type { FormulaFunction } from './types'

/*
 * Choosing between values: the larger or smaller of several (upper, lower, max, min) and a
 * condition (if). Point by point a gap in any argument is a gap in the result: upper(m1, 0) must
 * not invent a 0 where m1 has no data. Only min and max of a single series reduce it, and that
 * reduction skips gaps like every aggregate.
 */

/** The largest (sign 1) or smallest (sign -1) argument at every point. */
function extremeOf(operands: readonly Operand[], sign: 1 | -1): Operand {
  const b = broadcast(operands)
  const out = outputBuffer(b)
  for (let i = 0; i < b.length; i += 1) {
    let best = Number.NaN
    for (let k = 0; k < b.columns.length; k += 1) {
      const value = (b.columns[k] as Float64Array)[i * (b.strides[k] as number)] as number
      if (!isValidPoint(value)) {
        best = Number.NaN
        break
      }
      if (k === 0 || sign * value > sign * best) best = value
    }
    out[i] = best
  }
  return broadcastResult(b, out)
}

/** The largest (sign 1) or smallest valid value of one series, or NaN when it has none. */
function reduceExtreme(values: Float64Array, sign: 1 | -1): number {
  let best = Number.NaN
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number
    if (isValidPoint(value) && !(sign * value <= sign * best)) best = value
  }
  return best
}

function extreme(args: Args, sign: 1 | -1): Operand {
  const operands = args.operands()
  const only = operands[0]
  if (operands.length === 1 && only !== undefined) {
    return only.kind === 'series' ? numberValue(reduceExtreme(only.v, sign)) : only
  }
  return extremeOf(operands, sign)
}

function pointwise(name: string, sign: 1 | -1, summary: string): FormulaFunction {
  return {
    name,
    params: [
      { name: 'a', kind: 'value' },
      { name: 'b', kind: 'value' },
    ],
    variadic: true,
    usage: `${name}(m1, m2)`,
    summary,
    evaluate: (args) => extremeOf(args.operands(), sign),
  }
}

function reducing(name: string, sign: 1 | -1, summary: string): FormulaFunction {
  return {
    name,
    params: [{ name: 'value', kind: 'value' }],
    variadic: true,
    usage: `${name}(m1, m2)`,
    summary,
    evaluate: (args) => extreme(args, sign),
  }
}

function choose(args: Args): Operand {
  const operator = args.text(1)
  if (!isComparisonOperator(operator)) return args.fail(messages.unknownComparison(operator), 1)
  const b = broadcast([args.operand(0), args.operand(2), args.operand(3), args.operand(4)])
  const [a, x, then, otherwise] = b.columns as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ]
  const [sa, sx, st, so] = b.strides as [number, number, number, number]
  const out = outputBuffer(b)
  for (let i = 0; i < b.length; i += 1) {
    const left = a[i * sa] as number
    const right = x[i * sx] as number
    if (!isValidPoint(left) || !isValidPoint(right)) {
      out[i] = Number.NaN
      continue
    }
    const chosen = compare(operator, left, right) ? then[i * st] : otherwise[i * so]
    out[i] = finiteOrNaN(chosen as number)
  }
  return broadcastResult(b, out)
}

export const selectFunctions: FormulaFunction[] = [
  pointwise('upper', 1, 'The larger argument at every point'),
  pointwise('lower', -1, 'The smaller argument at every point'),
  reducing('max', 1, 'Largest value of one series, or the larger argument at every point'),
  reducing('min', -1, 'Smallest value of one series, or the smaller argument at every point'),
  {
    name: 'if',
    params: [
      { name: 'a', kind: 'value' },
      { name: 'comparison', kind: 'comparison' },
      { name: 'b', kind: 'value' },
      { name: 'then', kind: 'value' },
      { name: 'else', kind: 'value' },
    ],
    usage: 'if(m1, ">", m2, m1, m2)',
    summary: 'then where "a comparison b" holds, else elsewhere, point by point',
    evaluate: choose,
  },
]
