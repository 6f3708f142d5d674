import { describe, expect, it } from 'vitest'
import type { LayoutEntry } from '../api/dashboardLayouts'
import { compactLayout, mergeLayout, moveInLayout, type LayoutMove } from './dashboardLayout'

const entry = (i: string, x: number, y: number, w = 6, h = 6): LayoutEntry => ({
  i,
  x,
  y,
  w,
  h,
  minW: 3,
  minH: 2,
  maxH: 100,
  isResizable: true,
})

const places = (layouts: readonly LayoutEntry[]) =>
  Object.fromEntries(layouts.map(({ i, x, y, w, h }) => [i, { x, y, w, h }]))

const overlap = (a: LayoutEntry, b: LayoutEntry) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/** No two widgets share a cell, and none could move up a row without doing so. */
function expectCompact(layouts: readonly LayoutEntry[]) {
  for (const [index, a] of layouts.entries()) {
    for (const b of layouts.slice(index + 1)) expect(overlap(a, b), `${a.i}/${b.i}`).toBe(false)
    const raised = { ...a, y: a.y - 1 }
    const canRise = a.y > 0 && layouts.every((b) => b.i === a.i || !overlap(raised, b))
    expect(canRise, `${a.i} leaves a gap above it`).toBe(false)
  }
}

// a b      two 6×6 widgets side by side, c below a.
// c .
const grid = [entry('a', 0, 0), entry('b', 6, 0), entry('c', 0, 6)]
const key = { right: { dx: 1, dy: 0, dw: 0, dh: 0 }, down: { dx: 0, dy: 1, dw: 0, dh: 0 } }
const up: LayoutMove = { dx: 0, dy: -1, dw: 0, dh: 0 }

describe('compactLayout', () => {
  it('moves widgets up into the rows left empty above them', () => {
    const holed = [entry('a', 0, 0), entry('b', 6, 9), entry('c', 0, 14)]
    const compacted = compactLayout(holed)
    expect(places(compacted)).toMatchObject({ b: { x: 6, y: 0 }, c: { x: 0, y: 6 } })
    expectCompact(compacted)
  })

  it('gives back the same layout when there is nothing to close', () => {
    expect(compactLayout(grid)).toBe(grid)
  })
})

describe('mergeLayout', () => {
  it('closes the gap a widget dragged away leaves', () => {
    // a dragged below c: c rises into a's place.
    const merged = mergeLayout(grid, [{ i: 'a', x: 0, y: 12, w: 6, h: 6 }])
    expect(places(merged)).toMatchObject({ c: { x: 0, y: 0 }, a: { x: 0, y: 6 } })
    expectCompact(merged)
  })
})

describe('moveInLayout (the keyboard)', () => {
  it('moves a widget down past the one below it, which takes its place', () => {
    const moved = moveInLayout(grid, 'a', key.down)
    expect(places(moved)).toMatchObject({ c: { x: 0, y: 0 }, a: { x: 0, y: 6 } })
    expectCompact(moved)
  })

  it('moves a widget up past the one above it', () => {
    const moved = moveInLayout(grid, 'c', up)
    expect(places(moved)).toMatchObject({ c: { x: 0, y: 0 }, a: { x: 0, y: 6 } })
  })

  it('leaves a widget with nothing below it where it is: it would only float back', () => {
    expect(moveInLayout(grid, 'b', key.down)).toBe(grid)
    expect(moveInLayout(grid, 'a', up)).toBe(grid)
  })

  it('moves sideways one column; a widget in the way makes room below, nothing overlaps', () => {
    const moved = moveInLayout(grid, 'a', key.right)
    expect(places(moved).a).toEqual({ x: 1, y: 0, w: 6, h: 6 })
    expectCompact(moved)
    // b cannot stay beside a: it goes below, and a's old column stays closed up.
    expect(moved.find((e) => e.i === 'b')?.y).toBeGreaterThanOrEqual(6)
  })

  it('closes up below a widget made shorter and makes room below one made wider', () => {
    const shorter = moveInLayout(grid, 'a', { dx: 0, dy: 0, dw: 0, dh: -1 })
    expect(places(shorter)).toMatchObject({ a: { h: 5 }, c: { y: 5 } })
    const wider = moveInLayout(grid, 'a', { dx: 0, dy: 0, dw: 1, dh: 0 })
    expect(places(wider).a).toMatchObject({ w: 7 })
    expectCompact(wider)
  })

  it('keeps the bounds, and never resizes a widget the mouse may not resize', () => {
    const narrow = [{ ...entry('a', 0, 0), w: 3 }]
    expect(moveInLayout(narrow, 'a', { dx: 0, dy: 0, dw: -1, dh: 0 })).toBe(narrow)
    const text = [{ ...entry('t', 0, 0, 12, 1), isResizable: false }]
    expect(moveInLayout(text, 't', { dx: 0, dy: 0, dw: 0, dh: 1 })).toBe(text)
    expect(moveInLayout(grid, 'b', key.right)).toBe(grid)
  })
})
