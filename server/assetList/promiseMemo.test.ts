import { describe, expect, it } from 'vitest'
import { PromiseMemo } from './promiseMemo'

describe('PromiseMemo', () => {
  it('shares one computation per key, keeps at most its bound, the oldest first out', async () => {
    const memo = new PromiseMemo<string>(2)
    const computed: string[] = []
    const get = (key: string) =>
      memo.get(key, () => {
        computed.push(key)
        return Promise.resolve(key.toUpperCase())
      })
    const [a, again] = [get('a'), get('a')]
    expect(again).toBe(a)
    await expect(a).resolves.toBe('A')
    await get('b')
    // A hit does not renew a: it is still the oldest when c comes.
    await get('a')
    await get('c')
    await get('b')
    await get('a')
    expect(computed).toEqual(['a', 'b', 'c', 'a'])
  })

  it('keeps no failure, so the next call computes again', async () => {
    const memo = new PromiseMemo<number>(4)
    await expect(memo.get('x', () => Promise.reject(new Error('upstream down')))).rejects.toThrow(
      'upstream down',
    )
    await expect(memo.get('x', () => Promise.resolve(1))).resolves.toBe(1)
  })
})
