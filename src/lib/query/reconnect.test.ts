import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from './queryClient'
import { refetchOnReconnect } from './reconnect'

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })

/** A query on screen whose answers are counted; it fails while the network is away. */
function watched(client: QueryClient, key: string, network: { up: boolean }) {
  let calls = 0
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => {
      calls++
      return network.up
        ? Promise.resolve(`${key} ${calls}`)
        : Promise.reject(new TypeError('Failed to fetch'))
    },
  })
  const stop = observer.subscribe(() => undefined)
  return { observer, stop, calls: () => calls }
}

const settle = (client: QueryClient) =>
  Promise.all(
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.promise?.catch(() => 0)),
  )

describe('refetchOnReconnect', () => {
  afterEach(() => setOnline(true))

  it('back online, reads again what failed and what went stale offline, not what is fresh', async () => {
    const client = createQueryClient()
    const network = { up: true }
    // Read before the connection went: fresh for 10 minutes.
    const fresh = watched(client, 'fresh', network)
    await settle(client)
    // Kept from an earlier start, 20 minutes old: held as it is while offline.
    client.setQueryData(['kept'], 'kept 0', { updatedAt: Date.now() - 20 * 60_000 })
    setOnline(false)
    network.up = false
    const kept = watched(client, 'kept', network)
    const failed = watched(client, 'never-seen', network)
    await settle(client)
    expect(kept.calls()).toBe(0)
    expect(kept.observer.getCurrentResult().data).toBe('kept 0')
    expect(failed.observer.getCurrentResult().status).toBe('error')

    const stop = refetchOnReconnect(client)
    setOnline(true)
    network.up = true
    window.dispatchEvent(new Event('online'))
    await expect.poll(() => failed.observer.getCurrentResult().data).toBe('never-seen 2')
    await expect.poll(() => kept.observer.getCurrentResult().data).toBe('kept 1')
    expect(fresh.calls()).toBe(1)

    stop()
    for (const query of [fresh, kept, failed]) query.stop()
  })
})
