import { describe, expect, it } from 'vitest'
import { dehydrate } from '@tanstack/react-query'
import { createQueryClient, shouldPersistQuery } from './queryClient'

describe('shouldPersistQuery', () => {
  it('keeps answers with something to show, not a null one or a failure', async () => {
    const client = createQueryClient()
    client.setQueryData(['user', 'info'], null)
    client.setQueryData(['metric'], { t: [1], v: [2] })
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => undefined)
    const kept = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries
    expect(kept.map((q) => q.queryKey)).toEqual([['metric']])
  })
})
