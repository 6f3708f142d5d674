import type { PublicAsset } from '@/core/api/publicMetadata'
import { CelFilterError, parseCel, type CelNode } from './celParser'

/*
 * The asset filter of GET /v1/metadata/assets: a CEL expression over `asset` (celParser.ts has
 * the grammar). It is type-checked once against the fields below before any asset is looked at,
 * so a wrong filter is a 400 naming its problem rather than an empty answer.
 */

type CelType =
  | { kind: 'string' | 'int' | 'bool' }
  | { kind: 'list'; of: CelType }
  | { kind: 'object'; name: string; fields: Record<string, CelType> }

const string: CelType = { kind: 'string' }
const int: CelType = { kind: 'int' }
const bool: CelType = { kind: 'bool' }
const listOf = (of: CelType): CelType => ({ kind: 'list', of })

const blockchainType: CelType = {
  kind: 'object',
  name: 'blockchain',
  fields: { blockchain: string, address: string, decimals: int, on_chain_support: bool },
}

/** The fields a filter may read, named as the response names them. */
const assetType: CelType = {
  kind: 'object',
  name: 'asset',
  fields: {
    id: string,
    symbol: string,
    name: string,
    asset_type: string,
    semantic_tags: listOf(string),
    tags: listOf(string),
    blockchains: listOf(blockchainType),
  },
}

type Scope = Readonly<Record<string, CelType>>
type Value = string | number | boolean | readonly Value[] | { readonly [key: string]: Value }

/** A checked filter: `matches` tells whether an asset passes. */
export interface AssetFilter {
  matches(asset: PublicAsset): boolean
}

/** Parses and type-checks `text`; throws CelFilterError (a 400) when it is outside the subset. */
export function compileAssetFilter(text: string): AssetFilter {
  const root = parseCel(text)
  const type = check(root, { asset: assetType })
  if (type.kind !== 'bool') {
    throw new CelFilterError(`filter: the expression is a ${describe(type)}, not a condition`)
  }
  return {
    matches: (asset) => evaluate(root, { asset: asset as unknown as Value }) === true,
  }
}

function check(node: CelNode, scope: Scope): CelType {
  switch (node.kind) {
    case 'literal':
      return typeof node.value === 'string' ? string : typeof node.value === 'number' ? int : bool
    case 'list': {
      const types = node.items.map((item) => check(item, scope))
      const first = types[0] ?? string
      if (types.some((type) => !sameType(type, first))) {
        throw new CelFilterError(`filter: list at position ${node.at} mixes types`)
      }
      return listOf(first)
    }
    case 'field':
      return fieldType(node, scope)
    case 'not':
      return expectBool(node.operand, scope, '!')
    case 'and':
    case 'or':
      expectBool(node.left, scope, node.kind === 'and' ? '&&' : '||')
      return expectBool(node.right, scope, node.kind === 'and' ? '&&' : '||')
    case 'compare': {
      const left = check(node.left, scope)
      const right = check(node.right, scope)
      if (!sameType(left, right) || left.kind === 'list' || left.kind === 'object') {
        throw new CelFilterError(
          `filter: cannot compare a ${describe(left)} with a ${describe(right)} at position ${node.at}`,
        )
      }
      return bool
    }
    case 'in': {
      const left = check(node.left, scope)
      const right = check(node.right, scope)
      if (right.kind !== 'list' || !sameType(left, right.of)) {
        throw new CelFilterError(
          `filter: "in" at position ${node.at} needs a value and a list of the same type, found ${describe(left)} in ${describe(right)}`,
        )
      }
      return bool
    }
    case 'exists': {
      const target = check(node.target, scope)
      if (target.kind !== 'list') {
        throw new CelFilterError(
          `filter: exists() at position ${node.at} needs a list, found ${describe(target)}`,
        )
      }
      return expectBool(node.body, { ...scope, [node.variable]: target.of }, 'exists()')
    }
  }
}

function fieldType(node: Extract<CelNode, { kind: 'field' }>, scope: Scope): CelType {
  const [root = '', ...rest] = node.path
  let type = scope[root]
  if (type === undefined) {
    throw new CelFilterError(`filter: unknown name "${root}" at position ${node.at}`)
  }
  let name = root
  for (const field of rest) {
    const fieldTypeOf: CelType | undefined = type.kind === 'object' ? type.fields[field] : undefined
    if (type.kind !== 'object' || fieldTypeOf === undefined) {
      const known =
        type.kind === 'object' ? Object.keys(type.fields).map((f) => `${name}.${f}`) : []
      throw new CelFilterError(
        `filter: unknown field ${name}.${field} at position ${node.at}` +
          (known.length > 0 ? ` (known: ${known.join(', ')})` : ''),
      )
    }
    type = fieldTypeOf
    name = `${name}.${field}`
  }
  return type
}

function expectBool(node: CelNode, scope: Scope, operator: string): CelType {
  const type = check(node, scope)
  if (type.kind !== 'bool') {
    throw new CelFilterError(
      `filter: ${operator} at position ${node.at} needs a condition, found a ${describe(type)}`,
    )
  }
  return type
}

function sameType(a: CelType, b: CelType): boolean {
  if (a.kind === 'list' && b.kind === 'list') return sameType(a.of, b.of)
  if (a.kind === 'object' && b.kind === 'object') return a.name === b.name
  return a.kind === b.kind
}

function describe(type: CelType): string {
  if (type.kind === 'list') return `list of ${describe(type.of)}`
  if (type.kind === 'object') return type.name
  return type.kind
}

/** Runs a checked expression: the types are known to fit, so values are read as they are. */
function evaluate(node: CelNode, scope: Readonly<Record<string, Value>>): Value {
  switch (node.kind) {
    case 'literal':
      return node.value
    case 'list':
      return node.items.map((item) => evaluate(item, scope))
    case 'field':
      return node.path
        .slice(1)
        .reduce<Value>(
          (value, field) => (value as Record<string, Value>)[field] ?? '',
          scope[node.path[0] ?? ''] ?? '',
        )
    case 'not':
      return evaluate(node.operand, scope) !== true
    case 'and':
      return evaluate(node.left, scope) === true && evaluate(node.right, scope) === true
    case 'or':
      return evaluate(node.left, scope) === true || evaluate(node.right, scope) === true
    case 'compare': {
      const equal = evaluate(node.left, scope) === evaluate(node.right, scope)
      return node.op === '==' ? equal : !equal
    }
    case 'in': {
      const value = evaluate(node.left, scope)
      return (evaluate(node.right, scope) as readonly Value[]).includes(value)
    }
    case 'exists':
      return (evaluate(node.target, scope) as readonly Value[]).some(
        (item) => evaluate(node.body, { ...scope, [node.variable]: item }) === true,
      )
  }
}
