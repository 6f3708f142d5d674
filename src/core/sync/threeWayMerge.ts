/*
 * A three-way merge of JSON documents: the version an edit was made on (base), the user's edit
 * (mine) and the newer version someone saved meanwhile (theirs). Objects merge field by field;
 * arrays named in `keyed` merge element by element, matched by an id field, each element whole;
 * anything else is whole. A field or element changed on both sides, differently, is a conflict.
 */

export type MergeResult = { ok: true; value: unknown } | { ok: false; conflicts: string[] }

export interface MergeShape {
  /** Paths (dot-joined object keys, e.g. "data.configs") of arrays merged by an id field. */
  keyed: Record<string, string>
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = new Set([...Object.keys(left), ...Object.keys(right)])
  for (const key of keys) {
    // A field left out and one that is undefined are the same to JSON.
    if (!deepEqual(left[key], right[key])) return false
  }
  return true
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The three-way rule for one whole value; `undefined` stands for absent. */
function mergeWhole(base: unknown, mine: unknown, theirs: unknown): MergeResult {
  if (deepEqual(mine, theirs)) return { ok: true, value: mine }
  if (deepEqual(base, mine)) return { ok: true, value: theirs }
  if (deepEqual(base, theirs)) return { ok: true, value: mine }
  return { ok: false, conflicts: [] }
}

export function threeWayMerge(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  shape: MergeShape,
  path = '',
): MergeResult {
  const whole = mergeWhole(base, mine, theirs)
  if (whole.ok) return whole
  const idField = shape.keyed[path]
  if (
    idField !== undefined &&
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    (base === undefined || Array.isArray(base))
  ) {
    return mergeKeyed(base ?? [], mine, theirs, idField, path)
  }
  if (isPlainObject(mine) && isPlainObject(theirs) && (base === undefined || isPlainObject(base))) {
    return mergeFields(base ?? {}, mine, theirs, shape, path)
  }
  return { ok: false, conflicts: [path || '(whole)'] }
}

function mergeFields(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  shape: MergeShape,
  path: string,
): MergeResult {
  const value: Record<string, unknown> = {}
  const conflicts: string[] = []
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const at = path === '' ? key : `${path}.${key}`
    const merged = threeWayMerge(base[key], mine[key], theirs[key], shape, at)
    if (merged.ok) {
      if (merged.value !== undefined) value[key] = merged.value
    } else conflicts.push(...merged.conflicts)
  }
  return conflicts.length === 0 ? { ok: true, value } : { ok: false, conflicts }
}

function byId(items: readonly unknown[], idField: string): Map<string, unknown> {
  const map = new Map<string, unknown>()
  for (const item of items) {
    const id = isPlainObject(item) ? item[idField] : undefined
    if (typeof id === 'string' || typeof id === 'number') map.set(String(id), item)
  }
  return map
}

/**
 * Elements matched by id, each whole. The order is the user's, with elements only the other
 * side added placed after the element they follow there (or at the end).
 */
function mergeKeyed(
  base: readonly unknown[],
  mine: readonly unknown[],
  theirs: readonly unknown[],
  idField: string,
  path: string,
): MergeResult {
  const [b, m, t] = [byId(base, idField), byId(mine, idField), byId(theirs, idField)]
  // Elements without an id cannot be matched: the arrays are merged whole.
  if (m.size !== mine.length || t.size !== theirs.length || b.size !== base.length) {
    return { ok: false, conflicts: [path] }
  }
  const kept = new Map<string, unknown>()
  const conflicts: string[] = []
  for (const id of new Set([...m.keys(), ...t.keys(), ...b.keys()])) {
    const merged = mergeWhole(b.get(id), m.get(id), t.get(id))
    if (!merged.ok) conflicts.push(`${path}[${id}]`)
    else if (merged.value !== undefined) kept.set(id, merged.value)
  }
  if (conflicts.length > 0) return { ok: false, conflicts }
  const order = [...m.keys()].filter((id) => kept.has(id))
  const theirOrder = [...t.keys()]
  theirOrder.forEach((id, index) => {
    if (!kept.has(id) || order.includes(id)) return
    const before = theirOrder
      .slice(0, index)
      .reverse()
      .find((other) => order.includes(other))
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id)
  })
  return { ok: true, value: order.map((id) => kept.get(id)) }
}
