import { describe, expect, it } from 'vitest'
import { dashboardGrid, defaultSize, layoutEntryProblems, placeNewItem } from './grid'

const size = defaultSize('metric')

describe('dashboard grid', () => {
  it('gives a new widget 6 by 6 and a text row the full width', () => {
    expect(size).toMatchObject({ w: 6, h: 6, minW: 3 })
    expect(defaultSize('text')).toMatchObject({ w: dashboardGrid.columns, minW: 12 })
  })

  it('places the first widget top left, the second beside it, the third below', () => {
    const first = placeNewItem([], 'a', 'metric')
    expect(first).toMatchObject({ i: 'a', x: 0, y: 0, w: 6, h: 6 })
    const second = placeNewItem([first], 'b', 'metric')
    expect(second).toMatchObject({ x: 6, y: 0 })
    const third = placeNewItem([first, second], 'c', 'markdown')
    expect(third).toMatchObject({ x: 0, y: 6 })
  })

  it('starts a text row below everything', () => {
    const first = placeNewItem([], 'a', 'metric')
    expect(placeNewItem([first], 't', 'text')).toMatchObject({ x: 0, y: 6, w: 12 })
  })

  it('does not place a widget where a taller neighbour still reaches', () => {
    const tall = { ...placeNewItem([], 'a', 'metric'), w: 6, h: 12 }
    const short = { ...placeNewItem([], 'b', 'metric'), x: 6, y: 0, w: 3, h: 6 }
    // The bottom band is the tall widget's; nothing fits right of x 9 with width 6.
    expect(placeNewItem([tall, short], 'c', 'metric')).toMatchObject({ x: 0, y: 12 })
  })

  it('names what does not fit the grid', () => {
    const entry = { x: 0, y: 0, w: 6, h: 6, minW: 3, minH: 1, maxH: 100 }
    expect(layoutEntryProblems(entry)).toEqual([])
    expect(layoutEntryProblems({ ...entry, x: 8 })).toEqual([
      { field: 'w', message: 'x + w must be at most 12 columns' },
    ])
    expect(layoutEntryProblems({ ...entry, minW: 2, w: 2 }).map((p) => p.field)).toEqual(['minW'])
    expect(layoutEntryProblems({ ...entry, w: 2 }).map((p) => p.field)).toEqual(['w'])
    expect(layoutEntryProblems({ ...entry, h: 8, maxH: 7 }).map((p) => p.field)).toEqual(['h'])
    expect(layoutEntryProblems({ ...entry, minH: 5, maxH: 4, h: 4 }).map((p) => p.field)).toEqual([
      'maxH',
      'h',
    ])
  })
})
