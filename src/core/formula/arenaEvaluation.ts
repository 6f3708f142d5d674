import type { ColumnArena } from '../series/wasm/columnArena'
import type { FormulaNode } from './ast'
import type { Buffers } from './buffers'
import type { FormulaValue } from './results'
import { borrowedSeries, type Value } from './values'

/*
 * An evaluation's use of the WebAssembly kernels' arena (src/core/series/wasm, buffers.ts):
 * room for its columns, its inputs copied in, its results copied out.
 */

/** Nodes that may each allocate a column: operators and calls. */
function columnNodes(node: FormulaNode): number {
  switch (node.type) {
    case 'unary':
      return 1 + columnNodes(node.operand)
    case 'binary':
      return 1 + columnNodes(node.left) + columnNodes(node.right)
    case 'call':
      return node.args.reduce((sum, arg) => sum + columnNodes(arg), 1)
    default:
      return 0
  }
}

/**
 * Bytes an evaluation of `trees` over `inputs` may need in the arena: its inputs, and a column
 * per operator or call at the longest input's length (more than it uses, since spent columns
 * serve again, but what is not touched costs address space only).
 */
export function arenaBytes(trees: readonly FormulaNode[], inputs: readonly Value[]): number {
  let longest = 0
  for (const input of inputs)
    if (input.kind === 'series') longest = Math.max(longest, input.v.length)
  const columns = inputs.length + trees.reduce((sum, tree) => sum + columnNodes(tree), 0)
  // 16 bytes of alignment per column, and the kernels' rings.
  return columns * (longest * 8 + 16) + 64 * 1024
}

/**
 * Starts an evaluation of `trees` in the arena (buffers.ts): makes room, and copies the input
 * series of `names` in, so that the kernels can read them. With `pin` (the caller's columns
 * never change), the copies stay for the next evaluation over the same inputs. Returns the
 * arena, or null when the kernels are not loaded.
 */
export function beginInArena(
  buffers: Buffers,
  trees: readonly FormulaNode[],
  scope: Map<string, Value>,
  names: Iterable<string>,
  pin: boolean,
): ColumnArena | null {
  const inputs = [...new Set(names)].flatMap((name) => {
    const value = scope.get(name)
    return value?.kind === 'series' ? [[name, value] as const] : []
  })
  const bytes = arenaBytes(trees, [...scope.values()])
  const started = buffers.begin(bytes, pin ? inputs.map(([, value]) => value.v) : [])
  if (started === null) return null
  const { arena, pinned } = started
  inputs.forEach(([name, value], i) => {
    const copy = pin ? (pinned[i] ?? null) : arena.copyIn(value.v)
    if (copy !== null) scope.set(name, borrowedSeries({ t: value.t, v: copy }))
  })
  return arena
}

/** A result as it leaves the evaluation: its values out of the arena, which the next reuses. */
export function copiedOut(value: FormulaValue, arena: ColumnArena | null): FormulaValue {
  if (value.kind !== 'series' || arena === null || !arena.holds(value.v)) return value
  return { kind: 'series', t: value.t, v: value.v.slice() }
}
