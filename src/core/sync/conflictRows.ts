import { deepEqual } from './threeWayMerge'

/*
 * The rows of the conflict dialog: one per thing that differs between the user's version and
 * the newer one (a name, a tile, a tile's place), each side in words, marked when both sides
 * changed it (the clash that stopped the merge). Nothing identical on both sides is listed.
 */

export interface ConflictRow {
  /** What differs, readable: "Name", "Chart “MVRV Ratio”", "Place of “MVRV Ratio”". */
  subject: string
  /** The user's side: "As before", "Removed", "“Flows, weekly”", "Column 1, row 4, 6 × 6". */
  mine: string
  theirs: string
  /** Both sides changed it, differently. */
  both: boolean
}

export const asBefore = 'As before'
/** A side that never had what the other added. */
export const notThere = 'Not there'

/**
 * The row of one value, or undefined when both versions hold the same. `describe` words a side
 * that changed it: its new value (undefined once removed) beside the base's.
 */
export function compareRow<T>(
  subject: string,
  values: { base: T | undefined; mine: T | undefined; theirs: T | undefined },
  describe: (value: T | undefined, base: T | undefined) => string,
): ConflictRow | undefined {
  const { base, mine, theirs } = values
  if (deepEqual(mine, theirs)) return undefined
  const mineChanged = !deepEqual(base, mine)
  const theirsChanged = !deepEqual(base, theirs)
  const side = (value: T | undefined, changed: boolean) => {
    if (changed) return describe(value, base)
    return value === undefined ? notThere : asBefore
  }
  return {
    subject,
    mine: side(mine, mineChanged),
    theirs: side(theirs, theirsChanged),
    both: mineChanged && theirsChanged,
  }
}

/** Elements of three versions of a list, matched by id: the user's order, then the others'. */
export function byKey<T>(
  key: (element: T) => string,
  lists: { base: readonly T[]; mine: readonly T[]; theirs: readonly T[] },
): { id: string; base: T | undefined; mine: T | undefined; theirs: T | undefined }[] {
  const maps = {
    base: new Map(lists.base.map((element) => [key(element), element])),
    mine: new Map(lists.mine.map((element) => [key(element), element])),
    theirs: new Map(lists.theirs.map((element) => [key(element), element])),
  }
  const ids = new Set([...maps.mine.keys(), ...maps.theirs.keys(), ...maps.base.keys()])
  return [...ids].map((id) => ({
    id,
    base: maps.base.get(id),
    mine: maps.mine.get(id),
    theirs: maps.theirs.get(id),
  }))
}

/** A text cut to one short line, quoted. */
export function quoted(text: string, max = 60): string {
  const line = text.trim().split('\n')[0] ?? ''
  return `“${line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line}”`
}

/** An element as each side holds it: removed, added, or changed (with what it is now). */
export function presence<T>(changed: (value: T, base: T) => string) {
  return (value: T | undefined, base: T | undefined): string => {
    if (value === undefined) return 'Removed'
    if (base === undefined) return 'Added'
    return changed(value, base)
  }
}

export const defined = <T>(rows: readonly (T | undefined)[]): T[] =>
  rows.filter((row): row is T => row !== undefined)
