import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/apiError'
import { createQueryClient } from './queryClient'
import { readState, type ReadQuery } from './readState'

/** A real observer's result for `queryFn`, after it has settled. */
async function settled(client: QueryClient, key: string, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: [key], queryFn })
  const unsubscribe = observer.subscribe(() => undefined)
  await client
    .getQueryCache()
    .find({ queryKey: [key] })
    ?.promise?.catch(() => undefined)
  const result = observer.getCurrentResult()
  unsubscribe()
  return result
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('readState', () => {
  it('shows the data a query holds, even when its refresh failed offline', async () => {
    const client = createQueryClient()
    client.setQueryData(['list'], ['kept'])
    await client.invalidateQueries({ queryKey: ['list'] })
    const result = await settled(client, 'list', offline)
    expect(result.isError).toBe(true)
    expect(result.data).toEqual(['kept'])
    expect(readState(result).kind).toBe('ready')
  })

  it('is offline, with a retry that reads again, when nothing answered and nothing is kept', async () => {
    const client = createQueryClient()
    let calls = 0
    const result = await settled(client, 'never-seen', () => {
      calls++
      return offline()
    })
    const state = readState(result)
    expect(state.kind).toBe('offline')
    if (state.kind !== 'offline') return
    state.retry()
    expect(calls).toBe(2)
  })

  it('reports an answered failure as the error it is', async () => {
    const client = createQueryClient()
    const result = await settled(client, 'gone', () =>
      Promise.reject(new ApiError('Not found', 404)),
    )
    expect(readState(result)).toMatchObject({ kind: 'error', error: { message: 'Not found' } })
  })

  it('is loading while any query without data is still pending', () => {
    const pending: ReadQuery = {
      data: undefined,
      isPending: true,
      error: null,
      refetch: async () => undefined,
    }
    const failed: ReadQuery = { ...pending, isPending: false, error: new TypeError('down') }
    const ready: ReadQuery = { ...pending, data: [], isPending: false }
    expect(readState(ready, pending).kind).toBe('loading')
    expect(readState(ready, failed).kind).toBe('offline')
    expect(readState(ready, ready).kind).toBe('ready')
  })
})
