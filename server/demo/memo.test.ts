import { describe, expect, it } from 'vitest'
import { Memo } from './memo'

describe('Memo', () => {
  it('computes each key once and keeps its value', () => {
    const memo = new Memo(1024)
    let calls = 0
    const compute = () => {
      calls += 1
      return Float64Array.of(1, 2)
    }
    const first = memo.get('btc|price|1', compute)
    expect(memo.get('btc|price|1', compute)).toBe(first)
    expect(calls).toBe(1)
    expect(memo.byteSize).toBe(16)
  })

  it('drops the least recently used values once their typed arrays pass the byte budget', () => {
    const memo = new Memo(64)
    const history = () => ({ t: new Float64Array(2), v: new Float64Array(2) })
    const a = memo.get('a', history)
    memo.get('b', history)
    // a is read again, so b is the least recently used when c comes.
    expect(memo.get('a', history)).toBe(a)
    memo.get('c', history)
    expect(memo.size).toBe(2)
    expect(memo.byteSize).toBe(64)
    expect(memo.get('a', history)).toBe(a)
    let recomputed = false
    memo.get('b', () => {
      recomputed = true
      return history()
    })
    expect(recomputed).toBe(true)
  })
})
