import { describe, expect, it } from 'vitest'
import { ColumnStore } from './columnStore'
import { messages } from './messages'

const t = Float64Array.from([100, 200, 300])
const m1 = Float64Array.from([1, 2, 3])
const m2 = Float64Array.from([10, 20, 30])

function storeWithInputs() {
  const store = new ColumnStore()
  store.apply({
    drop: [],
    add: [
      [1, t],
      [2, m1],
      [3, m2],
    ],
  })
  return store
}

const inputs = [
  { name: 'm1', series: { t: 1, v: 2 } },
  { name: 'm2', series: { t: 1, v: 3 } },
]

describe('ColumnStore', () => {
  it('evaluates over the columns it holds and names the input times a result is on', () => {
    const store = storeWithInputs()
    const { evaluation, transfer } = store.evaluate({
      items: [...inputs, { name: 'f1', source: 'm1 + m2' }],
      drop: [],
      add: [],
    })
    const f1 = evaluation.values.get('f1')
    expect(f1).toEqual({ kind: 'series', t: 1, v: Float64Array.from([11, 22, 33]) })
    // Only the result's values travel; the held columns stay.
    expect(transfer).toHaveLength(1)
    expect(transfer).not.toContain(t.buffer)
    expect(store.get(1)).toBe(t)
  })

  it('answers a later request that names held columns without sending them', () => {
    const store = storeWithInputs()
    store.evaluate({ items: [...inputs, { name: 'f1', source: 'm1' }], drop: [], add: [] })
    const { evaluation } = store.evaluate({
      items: [...inputs, { name: 'f1', source: 'm2 * 2' }],
      drop: [],
      add: [],
    })
    expect(evaluation.values.get('f1')).toEqual({
      kind: 'series',
      t: 1,
      v: Float64Array.from([20, 40, 60]),
    })
  })

  it('copies a result that is an input column rather than handing the held one over', () => {
    const store = storeWithInputs()
    const { evaluation, transfer } = store.evaluate({
      items: [...inputs, { name: 'f1', source: 'm1' }],
      drop: [],
      add: [],
    })
    const f1 = evaluation.values.get('f1')
    if (f1?.kind !== 'series') throw new Error('f1 is not a series')
    expect(f1.v).toEqual(m1)
    expect(f1.v).not.toBe(m1)
    expect(transfer).toEqual([f1.v.buffer])
  })

  it('drops before it adds, and a column it lacks leaves the formula without data', () => {
    const store = storeWithInputs()
    const { evaluation } = store.evaluate({
      items: [...inputs, { name: 'f1', source: 'm2 - 1' }],
      drop: [3],
      add: [],
    })
    expect(store.ids).toEqual([1, 2])
    expect(evaluation.errors.get('f1')?.message).toBe(messages.noData('m2'))
  })

  it('forgets everything on dropAll, then keeps what the request adds', () => {
    const store = storeWithInputs()
    const fresh = Float64Array.from([5, 6, 7])
    store.apply({ drop: [], dropAll: true, add: [[9, fresh]] })
    expect(store.ids).toEqual([9])
    expect(store.get(9)).toBe(fresh)
  })

  it('gives a scalar result as it is', () => {
    const store = storeWithInputs()
    const { evaluation, transfer } = store.evaluate({
      items: [...inputs, { name: 'f1', source: 'value_at(m1, "1970-01-01 00:03:20")' }],
      drop: [],
      add: [],
    })
    expect(evaluation.values.get('f1')).toEqual({ kind: 'scalar', value: 2 })
    expect(transfer).toEqual([])
  })
})
