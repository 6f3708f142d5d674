import { describe, expect, it } from 'vitest'
import { firstFreePlace, readingOrder, singleColumnLayout } from './gridPlacement'

const box = (i: string, x: number, y: number, w: number, h: number) => ({ i, x, y, w, h })

describe('firstFreePlace', () => {
  it('starts at the top left of an empty grid', () => {
    expect(firstFreePlace([], { w: 6, h: 6 }, 12)).toEqual({ x: 0, y: 0 })
  })

  it('puts a second default widget beside the first, a third below', () => {
    const one = [box('a', 0, 0, 6, 6)]
    expect(firstFreePlace(one, { w: 6, h: 6 }, 12)).toEqual({ x: 6, y: 0 })
    const two = [...one, box('b', 6, 0, 6, 6)]
    expect(firstFreePlace(two, { w: 6, h: 6 }, 12)).toEqual({ x: 0, y: 6 })
  })

  it('fills a gap left by a deleted widget before growing the dashboard', () => {
    const boxes = [box('a', 0, 0, 6, 6), box('c', 0, 6, 12, 6)]
    expect(firstFreePlace(boxes, { w: 6, h: 6 }, 12)).toEqual({ x: 6, y: 0 })
  })

  it('gives a full-width row the first band of rows free across the grid', () => {
    const boxes = [box('a', 0, 0, 6, 6), box('b', 6, 2, 6, 6)]
    expect(firstFreePlace(boxes, { w: 12, h: 2 }, 12)).toEqual({ x: 0, y: 8 })
  })

  it('does not overlap a widget that starts lower than the first free cell', () => {
    const boxes = [box('a', 0, 0, 6, 2), box('b', 0, 4, 12, 2)]
    // A 6×6 widget at (0, 2) or (6, 0) would run into b, which spans the width: it goes below b.
    expect(firstFreePlace(boxes, { w: 6, h: 6 }, 12)).toEqual({ x: 0, y: 6 })
    expect(firstFreePlace(boxes, { w: 6, h: 2 }, 12)).toEqual({ x: 6, y: 0 })
  })

  it('clamps a widget wider than the grid to the grid', () => {
    expect(firstFreePlace([box('a', 0, 0, 3, 1)], { w: 20, h: 1 }, 12)).toEqual({ x: 0, y: 1 })
  })
})

describe('single column', () => {
  it('orders widgets by row then column', () => {
    const boxes = [box('c', 0, 6, 12, 2), box('b', 6, 0, 6, 6), box('a', 0, 0, 6, 6)]
    expect(readingOrder(boxes).map((b) => b.i)).toEqual(['a', 'b', 'c'])
  })

  it('stacks every widget full width with its own height', () => {
    const boxes = [box('b', 6, 0, 6, 6), box('a', 0, 0, 6, 4), box('t', 0, 6, 12, 2)]
    expect(singleColumnLayout(boxes)).toEqual([
      box('a', 0, 0, 1, 4),
      box('b', 0, 4, 1, 6),
      box('t', 0, 10, 1, 2),
    ])
  })
})
