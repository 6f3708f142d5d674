import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { createStoragePersister, stopPersisting } from './storagePersister'

const client = (name: string): PersistedClient => ({
  timestamp: 1,
  buster: 'v1',
  clientState: { mutations: [], queries: [{ queryKey: [name] } as never] },
})
const keptNames = () =>
  (
    JSON.parse(localStorage.getItem('cache') ?? 'null') as PersistedClient | null
  )?.clientState.queries.map((q) => q.queryKey[0])

function persister(retry = vi.fn(() => undefined)) {
  return createStoragePersister({
    storage: localStorage,
    key: 'cache',
    throttleMs: 1000,
    serialize: JSON.stringify,
    retry,
  })
}

describe('createStoragePersister', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  // The storage writes land once the promises of the async persister settle, within the task
  // that handed the cache in: the page cannot go away in between.
  const settle = () => vi.advanceTimersByTimeAsync(0)

  it('writes the latest cache at most once a second', async () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem')
    const store = persister()
    void store.persistClient(client('first'))
    void store.persistClient(client('second'))
    void store.persistClient(client('third'))
    await settle()
    expect(keptNames()).toEqual(['first'])
    await vi.advanceTimersByTimeAsync(999)
    expect(keptNames()).toEqual(['first'])
    await vi.advanceTimersByTimeAsync(1)
    expect(keptNames()).toEqual(['third'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(writes).toHaveBeenCalledTimes(2)
    expect(await store.restoreClient()).toEqual(client('third'))
  })

  it('writes at once what is waiting when the page goes away or is hidden', async () => {
    const store = persister()
    void store.persistClient(client('earlier'))
    void store.persistClient(client('before reload'))
    await settle()
    expect(keptNames()).toEqual(['earlier'])
    window.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(keptNames()).toEqual(['before reload'])

    void store.persistClient(client('before closing'))
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(keptNames()).toEqual(['before closing'])
  })

  it('on a full storage writes the smaller client the retry gives', async () => {
    // A storage that holds 100 characters, as local storage holds its few megabytes.
    const held = new Map<string, string>()
    const small = {
      getItem: (key: string) => held.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.length > 100) throw new DOMException('full', 'QuotaExceededError')
        held.set(key, value)
      },
      removeItem: (key: string) => void held.delete(key),
    } as Storage
    const big: PersistedClient = {
      ...client('a'),
      clientState: {
        mutations: [],
        queries: [client('a'), client('b')].flatMap((c) => c.clientState.queries),
      },
    }
    const retry = vi.fn(() => client('b'))
    const store = createStoragePersister({
      storage: small,
      key: 'cache',
      throttleMs: 1000,
      serialize: JSON.stringify,
      retry,
    })
    void store.persistClient(big)
    await vi.advanceTimersByTimeAsync(1000)
    expect(retry).toHaveBeenCalledWith(expect.objectContaining({ errorCount: 1 }))
    expect(await store.restoreClient()).toEqual(client('b'))
  })

  it('removing drops a write still waiting, so a wiped cache does not come back', async () => {
    const store = persister()
    void store.persistClient(client('old'))
    await settle()
    void store.persistClient(client('waiting'))
    await store.removeClient()
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(localStorage.getItem('cache')).toBeNull()

    // What is handed in after the removal is kept again.
    void store.persistClient(client('after'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(keptNames()).toEqual(['after'])
  })

  it('once stopped (the logout wipe), writes nothing more, not even what was waiting', async () => {
    const store = persister()
    void store.persistClient(client('written'))
    void store.persistClient(client('waiting'))
    await settle()
    stopPersisting()
    localStorage.clear()
    void store.persistClient(client('read after the wipe'))
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(localStorage.getItem('cache')).toBeNull()
  })
})
