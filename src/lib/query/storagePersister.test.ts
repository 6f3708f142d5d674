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
  afterEach(() => vi.useRealTimers())

  it('writes the latest cache at most once a second', async () => {
    const store = persister()
    await store.persistClient(client('first'))
    await store.persistClient(client('second'))
    expect(keptNames()).toBeUndefined()
    vi.advanceTimersByTime(1000)
    expect(keptNames()).toEqual(['second'])
    expect(await store.restoreClient()).toEqual(client('second'))
  })

  it('writes at once what is waiting when the page goes away or is hidden', async () => {
    const store = persister()
    await store.persistClient(client('before reload'))
    window.dispatchEvent(new Event('pagehide'))
    expect(keptNames()).toEqual(['before reload'])

    await store.persistClient(client('before closing'))
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(keptNames()).toEqual(['before closing'])
    vi.restoreAllMocks()
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
    await store.persistClient(big)
    vi.advanceTimersByTime(1000)
    expect(retry).toHaveBeenCalledWith(expect.objectContaining({ errorCount: 1 }))
    expect(await store.restoreClient()).toEqual(client('b'))
  })

  it('removing drops a write still waiting, so a wiped cache does not come back', async () => {
    const store = persister()
    await store.persistClient(client('old'))
    vi.advanceTimersByTime(1000)
    await store.persistClient(client('waiting'))
    await store.removeClient()
    window.dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(1000)
    expect(localStorage.getItem('cache')).toBeNull()
  })

  it('once stopped (the logout wipe), writes nothing more, not even what was waiting', async () => {
    const store = persister()
    await store.persistClient(client('waiting'))
    stopPersisting()
    localStorage.clear()
    await store.persistClient(client('read after the wipe'))
    window.dispatchEvent(new Event('pagehide'))
    vi.advanceTimersByTime(1000)
    expect(localStorage.getItem('cache')).toBeNull()
  })
})
