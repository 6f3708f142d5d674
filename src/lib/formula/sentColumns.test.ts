import { describe, expect, it } from 'vitest'
import { columnId, SentColumns } from './sentColumns'

const column = (points: number) => new Float64Array(points)

describe('columnId', () => {
  it('numbers each array once and different arrays differently', () => {
    const a = column(2)
    const b = column(2)
    expect(columnId(a)).toBe(columnId(a))
    expect(columnId(a)).not.toBe(columnId(b))
  })
})

describe('SentColumns', () => {
  it('sends a column the worker lacks once, and names it afterwards', () => {
    const sent = new SentColumns()
    const t = column(4)
    const v = column(4)
    const first = sent.plan([t, v, t])
    expect(first.add).toEqual([
      [columnId(t), t],
      [columnId(v), v],
    ])
    expect(first.drop).toEqual([])
    expect(first.dropAll).toBe(false)
    expect(sent.plan([t, v]).add).toEqual([])
    expect(sent.heldBytes).toBe(64)
  })

  it('drops the least recently used columns past the budget, never the request’s own', () => {
    // Room for two columns of 4 points (32 bytes each).
    const sent = new SentColumns(64)
    const a = column(4)
    const b = column(4)
    const c = column(4)
    sent.plan([a])
    sent.plan([b])
    // a used again: b is now the oldest.
    sent.plan([a])
    const plan = sent.plan([c])
    expect(plan.add.map(([id]) => id)).toEqual([columnId(c)])
    expect(plan.drop).toEqual([columnId(b)])
    expect(sent.heldBytes).toBe(64)

    // A request larger than the budget keeps all of its columns.
    const big = sent.plan([column(8), column(8)])
    expect(big.add).toHaveLength(2)
    expect(big.drop.sort()).toEqual([columnId(a), columnId(c)].sort())
    expect(sent.heldBytes).toBe(128)
  })

  it('after a failed request has the worker forget everything and sends every column again', () => {
    const sent = new SentColumns()
    const t = column(2)
    sent.plan([t])
    sent.clear()
    const plan = sent.plan([t])
    expect(plan.dropAll).toBe(true)
    expect(plan.add).toEqual([[columnId(t), t]])
    expect(sent.plan([t]).dropAll).toBe(false)
  })
})
