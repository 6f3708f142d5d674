import { describe, expect, it } from 'vitest'
import { createPrefixedStorage, type StorageBackend } from './storage'

/** A Web Storage stand-in over a Map, enumerable like localStorage. */
function memoryBackend(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  const backend: StorageBackend = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size
    },
  }
  return { backend, items }
}

describe('createPrefixedStorage', () => {
  it('prefixes keys with studio: by default', () => {
    const { backend, items } = memoryBackend()
    const store = createPrefixedStorage(backend)
    store.set('theme', 'dark')
    expect(items.get('studio:theme')).toBe('dark')
    expect(store.getString('theme')).toBe('dark')
    expect(store.getString('missing')).toBeUndefined()
  })

  it('stores booleans as true/false text and reads them back', () => {
    const { backend, items } = memoryBackend()
    const store = createPrefixedStorage(backend, 'x:')
    store.set('on', true)
    store.set('off', false)
    expect(items.get('x:on')).toBe('true')
    expect(items.get('x:off')).toBe('false')
    expect(store.getBoolean('on')).toBe(true)
    expect(store.getBoolean('off')).toBe(false)
  })

  it('reads anything other than true/false as no boolean', () => {
    const { backend } = memoryBackend({ 'studio:flag': 'yes' })
    const store = createPrefixedStorage(backend)
    expect(store.getBoolean('flag')).toBeUndefined()
    expect(store.getBoolean('absent')).toBeUndefined()
  })

  it('throws a TypeError for values other than strings and booleans', () => {
    const { backend, items } = memoryBackend()
    const store = createPrefixedStorage(backend)
    const set = store.set as (key: string, value: unknown) => boolean
    for (const bad of [1, 0, null, undefined, {}, [], Symbol('s'), 10n, () => 1]) {
      expect(() => set('k', bad)).toThrow(TypeError)
    }
    expect(items.size).toBe(0)
  })

  it('accepts the empty string', () => {
    const store = createPrefixedStorage(memoryBackend().backend)
    store.set('empty', '')
    expect(store.getString('empty')).toBe('')
  })

  it('removes a single key', () => {
    const { backend, items } = memoryBackend({ 'studio:a': '1', other: '2' })
    const store = createPrefixedStorage(backend)
    store.remove('a')
    expect([...items.keys()]).toEqual(['other'])
  })

  it('clearAll removes only prefixed keys', () => {
    const { backend, items } = memoryBackend({
      'studio:a': '1',
      'studio:b': '2',
      'studio-c': '3',
      unrelated: '4',
    })
    const store = createPrefixedStorage(backend)
    expect(store.keys().sort()).toEqual(['a', 'b'])
    store.clearAll()
    expect([...items.keys()].sort()).toEqual(['studio-c', 'unrelated'])
  })

  it('clearAll without key/length removes the keys it wrote', () => {
    const items = new Map<string, string>([['studio:old', 'x']])
    const store = createPrefixedStorage({
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    })
    store.set('new', 'y')
    store.clearAll()
    expect([...items.keys()]).toEqual(['studio:old'])
  })

  it('absorbs backend failures instead of breaking the page', () => {
    const failing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createPrefixedStorage(failing)
    expect(store.set('k', 'v')).toBe(false)
    expect(store.getString('k')).toBeUndefined()
    expect(() => store.remove('k')).not.toThrow()
    expect(() => store.clearAll()).not.toThrow()
  })

  it('reports a successful write', () => {
    expect(createPrefixedStorage(memoryBackend().backend).set('k', 'v')).toBe(true)
  })
})
