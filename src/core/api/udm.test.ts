import { describe, expect, it } from 'vitest'
import { chartInputSchema, metricAssets, updateChartRequestSchema } from './udm'
import { chartItemSchema } from './udmItems'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const metric = (n: number, asset = 'BTC') => ({
  uuid: uuid(n),
  configType: 'metric',
  meta: { asset, metricCode: 'MarketMvrv' },
})

describe('user metric contracts', () => {
  it('fill a minimal chart with its defaults', () => {
    expect(chartInputSchema.parse({ name: ' MVRV ', items: [metric(1)] })).toEqual({
      name: 'MVRV',
      description: '',
      configType: 'workbench',
      categoryUuid: null,
      items: [{ uuid: uuid(1), configType: 'metric', meta: metric(1).meta, extra: {} }],
      since: null,
      until: null,
      zoom: null,
      range: null,
      date: null,
    })
  })

  it('take back a read answer: read-only fields and runtime state are dropped', () => {
    const parsed = chartInputSchema.parse({
      uuid: uuid(9),
      version: 3,
      isOwner: true,
      isPreset: false,
      isMultiAsset: false,
      slug: null,
      createdAt: 1,
      updatedAt: 2,
      name: 'Kept',
      categoryUuid: uuid(5).toUpperCase(),
      items: [{ ...metric(1), store: { data: [] }, internal: { subsetDict: {} } }],
      range: 365,
      date: '2024-04-20',
    })
    expect(Object.keys(parsed).sort()).toEqual(
      [
        'categoryUuid',
        'configType',
        'date',
        'description',
        'items',
        'name',
        'range',
        'since',
        'until',
        'zoom',
      ].sort(),
    )
    // Ids are stored lowercased, as the server writes them.
    expect(parsed.categoryUuid).toBe(uuid(5))
    expect(parsed.items[0]).not.toHaveProperty('store')
    expect(parsed.range).toBe(365)
    expect(updateChartRequestSchema.safeParse({ name: 'x', items: [metric(1)] }).success).toBe(
      false,
    )
  })

  it('check items strictly and allow the fields of the spec', () => {
    const full = {
      uuid: uuid(1),
      configType: 'metric',
      meta: {
        asset: 'eth',
        metricCode: 'ExchangesNetflowSum',
        resolution: '1h',
        currency: 'usd',
        exchange: 'binance',
        exchangeFrom: null,
        exchangeTo: null,
        miner: null,
        network: null,
        period: null,
        maturity: null,
        contractExpiration: null,
        chartType: 'column',
        subset: 'binance',
        slug: 'exchange-flows',
        date: null,
        mathFn: { name: 'ema', value: 30 },
        movingAverage: 7,
      },
      extra: {
        name: 'Net flow',
        chartStyle: 'column',
        scale: 'log',
        logTickInterval: 10,
        price: true,
        lineColor: '#2f6fdb',
        lineWidth: 1.5,
        dashStyle: 'Dot',
        zoom: '1y',
        aggregationInterval: '1w',
        showInLegend: true,
        isVisible: true,
        visibleAreas: ['upper'],
        yAxis: 1,
        gridLineWidth: 0,
        formatter: 'percent',
        ref: 'm1',
      },
    }
    const parsed = chartItemSchema.parse(full)
    expect(parsed.configType === 'metric' && parsed.meta.asset).toBe('ETH')

    const issues = (value: unknown) =>
      chartItemSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'))
    expect(issues({ ...full, extra: { ...full.extra, dashStyle: 'dashed' } })).toEqual([
      'extra.dashStyle',
    ])
    expect(issues({ ...full, meta: { ...full.meta, mathFn: { name: 'sma', value: 30 } } })).toEqual(
      ['meta.mathFn.name'],
    )
    expect(issues({ ...full, extra: { ...full.extra, ref: 'x1' } })).toEqual(['extra.ref'])
    // A formula item has its own meta: no metric fields.
    expect(
      issues({
        uuid: uuid(2),
        configType: 'formula',
        meta: { name: 'f', content: 'm1', asset: 'BTC' },
      }),
    ).toEqual(['meta'])
    expect(
      chartItemSchema.parse({
        uuid: uuid(2),
        configType: 'formula',
        meta: { name: 'Ratio', content: 'm1 /\n\tm2' },
      }).meta,
    ).toEqual({ name: 'Ratio', content: 'm1 /\n\tm2' })
  })

  it('call a chart multi-asset when its metric items span assets', () => {
    const items = [metric(1), metric(2, 'ETH'), metric(3)].map((item) =>
      chartItemSchema.parse(item),
    )
    expect(metricAssets(items)).toEqual(['BTC', 'ETH'])
    expect(metricAssets(items.slice(0, 1))).toEqual(['BTC'])
  })
})
