import { describe, expect, it } from 'vitest'
import { dehydrate } from '@tanstack/react-query'
import { createQueryClient, shouldPersistQuery } from './queryClient'

describe('shouldPersistQuery', () => {
  it('keeps answers with something to show, not a null one, a failure, a series or a search', async () => {
    const client = createQueryClient()
    client.setQueryData(['search', 'studio', 'key', 'btc', 'all'], { term: 'btc' })
    client.setQueryData(['user', 'info'], null)
    client.setQueryData(['metric'], { t: [1], v: [2] })
    client.setQueryData(['metric-data', { path: 'market/price_usd_close' }], {
      series: { kind: 'values', t: new Float64Array(1), v: new Float64Array(1) },
    })
    await client
      .fetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => undefined)
    const kept = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries
    expect(kept.map((q) => q.queryKey)).toEqual([['metric']])
  })
})
