import { describe, expect, it } from 'vitest'
import { ByteLru } from './byteLru'

describe('ByteLru', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', () => {
    const lru = new ByteLru<string>(10)
    lru.set('a', 'A', 4)
    lru.set('b', 'B', 4)
    expect(lru.get('a')).toBe('A') // a is now the most recently used
    lru.set('c', 'C', 4)
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe('A')
    expect(lru.get('c')).toBe('C')
    expect(lru.bytes).toBe(8)
    expect(lru.size).toBe(2)
  })

  it('replaces an entry without counting it twice', () => {
    const lru = new ByteLru<string>(10)
    lru.set('a', 'A', 6)
    lru.set('a', 'A2', 7)
    expect(lru.bytes).toBe(7)
    expect(lru.get('a')).toBe('A2')
  })

  it('refuses entries above the per-entry limit and keeps the others', () => {
    const lru = new ByteLru<string>(100, 10)
    lru.set('small', 's', 5)
    expect(lru.set('huge', 'h', 11)).toBe(false)
    expect(lru.get('huge')).toBeUndefined()
    expect(lru.get('small')).toBe('s')
  })

  it('can evict everything for one large entry, and be cleared', () => {
    const lru = new ByteLru<number>(10)
    for (let i = 0; i < 5; i++) lru.set(String(i), i, 2)
    lru.set('big', 99, 10)
    expect(lru.size).toBe(1)
    lru.clear()
    expect(lru.bytes).toBe(0)
    expect(lru.get('big')).toBeUndefined()
  })
})
