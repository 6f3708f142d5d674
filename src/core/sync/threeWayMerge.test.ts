import { describe, expect, it } from 'vitest'
import { threeWayMerge } from './threeWayMerge'

const shape = { keyed: { items: 'id' } }
const doc = (name: string, items: { id: string; v: number }[], extra = {}) => ({
  name,
  items,
  ...extra,
})

describe('threeWayMerge', () => {
  it('takes each side’s change when they changed different fields', () => {
    const base = doc('A', [], { colour: 'red' })
    const mine = doc('B', [], { colour: 'red' })
    const theirs = doc('A', [], { colour: 'blue' })
    expect(threeWayMerge(base, mine, theirs, shape)).toEqual({
      ok: true,
      value: doc('B', [], { colour: 'blue' }),
    })
  })

  it('merges keyed arrays element by element: additions, edits and deletions of both sides', () => {
    const base = doc('A', [
      { id: '1', v: 1 },
      { id: '2', v: 2 },
      { id: '3', v: 3 },
    ])
    const mine = doc('A', [
      { id: '1', v: 10 },
      { id: '3', v: 3 },
      { id: 'm', v: 0 },
    ])
    const theirs = doc('A', [
      { id: 't', v: 0 },
      { id: '1', v: 1 },
      { id: '2', v: 2 },
      { id: '3', v: 30 },
    ])
    expect(threeWayMerge(base, mine, theirs, shape)).toEqual({
      ok: true,
      value: doc('A', [
        { id: 't', v: 0 },
        { id: '1', v: 10 },
        { id: '3', v: 30 },
        { id: 'm', v: 0 },
      ]),
    })
  })

  it('is a conflict when both changed the same field or element differently', () => {
    const base = doc('A', [{ id: '1', v: 1 }])
    expect(threeWayMerge(base, doc('B', base.items), doc('C', base.items), shape)).toEqual({
      ok: false,
      conflicts: ['name'],
    })
    expect(
      threeWayMerge(base, doc('A', [{ id: '1', v: 2 }]), doc('A', [{ id: '1', v: 3 }]), shape),
    ).toEqual({ ok: false, conflicts: ['items[1]'] })
    // Deleted on one side, changed on the other.
    expect(threeWayMerge(base, doc('A', []), doc('A', [{ id: '1', v: 3 }]), shape)).toEqual({
      ok: false,
      conflicts: ['items[1]'],
    })
  })

  it('agrees when both made the same change, and treats other arrays whole', () => {
    const base = { tags: ['a'], name: 'A' }
    expect(
      threeWayMerge(base, { tags: ['a'], name: 'B' }, { tags: ['a'], name: 'B' }, shape),
    ).toEqual({
      ok: true,
      value: { tags: ['a'], name: 'B' },
    })
    expect(
      threeWayMerge(base, { tags: ['a', 'b'], name: 'A' }, { tags: ['c'], name: 'A' }, shape),
    ).toEqual({
      ok: false,
      conflicts: ['tags'],
    })
  })
})
