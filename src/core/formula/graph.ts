import type { FormulaNode, NameNode } from './ast'
import { check } from './check'
import { itemNamePattern } from './constants'
import { FormulaError } from './errors'
import { messages } from './messages'
import { parse } from './parser'
import { asFormulaError } from './results'

/*
 * The items of a workbench and how its formulas depend on each other. Items are metrics (m1…)
 * and formulas (f1…); a formula may name metrics and other formulas. A formula that cannot be
 * evaluated whatever the data (a syntax error, an unknown name, a circular reference, or a
 * reference to such a formula) gets its error here, before any data is loaded.
 */

export interface GraphItem {
  name: string
  /** A formula's source; items without one (metrics, or formulas already evaluated) are data. */
  source?: string
}

export interface FormulaGraph {
  /** The formulas without errors, each after every formula it references: evaluation order. */
  order: string[]
  /** The items each formula names, in order of first appearance. */
  dependencies: Map<string, string[]>
  /** Items that cannot be evaluated or used, with the reason. */
  errors: Map<string, FormulaError>
}

/** A graph plus what evaluation needs: each formula's checked tree and its name nodes. */
export interface CompiledItems {
  graph: FormulaGraph
  trees: Map<string, FormulaNode>
  references: Map<string, NameNode[]>
}

/** Every name node of a tree, in source order. */
export function referencesIn(node: FormulaNode, into: NameNode[] = []): NameNode[] {
  switch (node.type) {
    case 'name':
      into.push(node)
      break
    case 'unary':
      referencesIn(node.operand, into)
      break
    case 'binary':
      referencesIn(node.left, into)
      referencesIn(node.right, into)
      break
    case 'call':
      for (const arg of node.args) referencesIn(arg, into)
      break
    default:
      break
  }
  return into
}

const uniqueNames = (nodes: readonly NameNode[]) => [...new Set(nodes.map((n) => n.name))]

/** The items a formula names, in order of first appearance. Throws a FormulaError on bad syntax. */
export function dependenciesOf(source: string): string[] {
  return uniqueNames(referencesIn(parse(source)))
}

const nowhere = { start: 0, end: 0 }

export function compileItems(items: readonly GraphItem[]): CompiledItems {
  const errors = new Map<string, FormulaError>()
  const trees = new Map<string, FormulaNode>()
  const references = new Map<string, NameNode[]>()
  const dependencies = new Map<string, string[]>()
  const counts = new Map<string, number>()
  for (const item of items) counts.set(item.name, (counts.get(item.name) ?? 0) + 1)

  for (const item of items) {
    if (!itemNamePattern.test(item.name)) {
      errors.set(item.name, new FormulaError(messages.invalidItemName(item.name), nowhere))
    } else if ((counts.get(item.name) as number) > 1) {
      errors.set(item.name, new FormulaError(messages.duplicateName(item.name), nowhere))
    } else if (item.source !== undefined) {
      try {
        const tree = parse(item.source)
        const names = referencesIn(tree)
        references.set(item.name, names)
        dependencies.set(item.name, uniqueNames(names))
        check(tree)
        trees.set(item.name, tree)
      } catch (error) {
        errors.set(item.name, asFormulaError(error, item.source))
      }
    }
  }

  for (const [name, names] of references) {
    if (errors.has(name)) continue
    const unknown = names.find((ref) => !counts.has(ref.name))
    if (unknown) errors.set(name, new FormulaError(messages.unknownName(unknown.name), unknown))
  }
  markCycles(references, dependencies, errors)
  const order = orderFormulas(trees, references, errors)
  return { graph: { order, dependencies, errors }, trees, references }
}

export function buildFormulaGraph(items: readonly GraphItem[]): FormulaGraph {
  return compileItems(items).graph
}

/** Gives every formula on a cycle the cycle as its error, starting from itself. */
function markCycles(
  references: Map<string, NameNode[]>,
  dependencies: Map<string, string[]>,
  errors: Map<string, FormulaError>,
): void {
  const state = new Map<string, 'visiting' | 'done'>()
  const path: string[] = []
  const visit = (name: string) => {
    state.set(name, 'visiting')
    path.push(name)
    for (const dep of dependencies.get(name) ?? []) {
      if (!dependencies.has(dep)) continue
      if (state.get(dep) === 'visiting') {
        const cycle = path.slice(path.indexOf(dep))
        cycle.forEach((member, k) => {
          // A formula keeps the first error found (a bad name, or an earlier cycle).
          if (errors.has(member)) return
          const next = cycle[(k + 1) % cycle.length] as string
          const loop = [...cycle.slice(k), ...cycle.slice(0, k), member]
          const at = references.get(member)?.find((ref) => ref.name === next) ?? nowhere
          errors.set(member, new FormulaError(messages.circular(loop), at))
        })
      } else if (!state.has(dep)) {
        visit(dep)
      }
    }
    path.pop()
    state.set(name, 'done')
  }
  for (const name of dependencies.keys()) if (!state.has(name)) visit(name)
}

/**
 * Depth-first, dependencies before dependents. A formula naming one with an error (or a faulty
 * item) gets an error pointing at that name.
 */
function orderFormulas(
  trees: Map<string, FormulaNode>,
  references: Map<string, NameNode[]>,
  errors: Map<string, FormulaError>,
): string[] {
  const order: string[] = []
  const placed = new Set<string>()
  const place = (name: string) => {
    if (placed.has(name)) return
    placed.add(name)
    if (errors.has(name) || !trees.has(name)) return
    const names = references.get(name) ?? []
    for (const ref of names) place(ref.name)
    const failed = names.find((ref) => errors.has(ref.name))
    if (failed) errors.set(name, new FormulaError(messages.dependencyFailed(failed.name), failed))
    else order.push(name)
  }
  for (const name of trees.keys()) place(name)
  return order
}

/**
 * The formulas to evaluate again when `changed` (a metric's data or a formula's source) changes:
 * every formula that names it, directly or through other formulas, in evaluation order (those
 * with errors last). The changed item itself is not listed.
 */
export function affectedBy(graph: FormulaGraph, changed: string): string[] {
  const dependents = new Map<string, string[]>()
  for (const [name, deps] of graph.dependencies) {
    for (const dep of deps) dependents.set(dep, [...(dependents.get(dep) ?? []), name])
  }
  const affected = new Set<string>()
  const queue = [changed]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const dependent of dependents.get(next) ?? []) {
      if (dependent === changed || affected.has(dependent)) continue
      affected.add(dependent)
      queue.push(dependent)
    }
  }
  const rank = (name: string) => {
    const at = graph.order.indexOf(name)
    return at < 0 ? graph.order.length : at
  }
  const keys = [...graph.dependencies.keys()]
  return [...affected].sort((a, b) => rank(a) - rank(b) || keys.indexOf(a) - keys.indexOf(b))
}
