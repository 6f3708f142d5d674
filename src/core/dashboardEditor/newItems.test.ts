import { describe, expect, it } from 'vitest'
import { dashboardItemSchema } from '../api/dashboardItems'
import { newEmbedItem, newMarkdownItem, newMetricTile, newTextItem } from './newItems'

const uuid = '33333333-3333-4333-8333-333333333333'

describe('new items', () => {
  it('names a metric tile by its metric alone: the asset is shown beside it and may change', () => {
    const meta = { asset: 'BTC', metricCode: 'AddressesActiveCount' }
    expect(newMetricTile(uuid, meta, 'Active Addresses (BTC)').extra.name).toBe('Active Addresses')
    expect(newMetricTile(uuid, meta, 'Price').extra.name).toBe('Price')
  })

  it('starts text as "Insert text here" and every kind as the contract accepts it', () => {
    expect(newTextItem(uuid)).toMatchObject({ meta: { content: 'Insert text here' } })
    const items = [
      newTextItem(uuid),
      newMarkdownItem(uuid),
      newEmbedItem(uuid, 'video', { title: 'Recap', url: 'https://youtu.be/dQw4w9WgXcQ' }),
      newMetricTile(uuid, { asset: 'ETH', metricCode: 'MarketMvrv' }, 'MVRV (ETH)'),
    ]
    for (const item of items) expect(dashboardItemSchema.safeParse(item).success).toBe(true)
  })
})
