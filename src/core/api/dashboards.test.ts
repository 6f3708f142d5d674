import { describe, expect, it } from 'vitest'
import { defaultTextContent } from './dashboardItems'
import {
  createDashboardRequestSchema,
  dashboardAssets,
  dashboardDataSchema,
  dashboardSummary,
  updateDashboardRequestSchema,
} from './dashboards'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const layout = (n: number, overrides: Record<string, unknown> = {}) => ({
  i: uuid(n),
  x: 0,
  y: n * 6,
  w: 6,
  h: 6,
  ...overrides,
})
const metric = (n: number, asset = 'BTC') => ({
  uuid: uuid(n),
  configType: 'metric',
  meta: { asset, metricCode: 'MarketMvrv', path: 'market/mvrv' },
})
const data = (configs: unknown[], layouts: unknown[]) => ({
  configs,
  layouts,
  meta: { name: 'Valuation' },
})
const issues = (value: unknown) => {
  const result = dashboardDataSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('dashboard contracts', () => {
  it('fill a minimal dashboard with its defaults', () => {
    const parsed = createDashboardRequestSchema.parse({
      data: data(
        [metric(1), { uuid: uuid(2), configType: 'text' }],
        [layout(1), layout(2, { w: 12 })],
      ),
    })
    expect(parsed.categoryUuid).toBe('uncategorized')
    expect(parsed.data.meta).toEqual({ name: 'Valuation', asset: null, slug: null })
    expect(parsed.data.configs[1]).toEqual({
      uuid: uuid(2),
      configType: 'text',
      meta: { content: defaultTextContent },
      extra: {},
    })
    expect(parsed.data.layouts[0]).toEqual({
      ...layout(1),
      minW: 3,
      minH: 1,
      maxH: 100,
      isResizable: true,
    })
  })

  it('take a read answer back: read-only fields, runtime state and drag state are dropped', () => {
    const parsed = updateDashboardRequestSchema.parse({
      uuid: uuid(9),
      type: 'user',
      version: 2,
      isOwner: true,
      isPreset: false,
      createdAt: 1,
      updatedAt: 2,
      slug: null,
      data: data(
        [{ ...metric(1), store: { loading: true }, internal: {} }],
        [{ ...layout(1), moved: false, static: false }],
      ),
    })
    expect(parsed.categoryUuid).toBeUndefined()
    expect(parsed.data.configs[0]).not.toHaveProperty('store')
    expect(parsed.data.layouts[0]).not.toHaveProperty('moved')
  })

  it('accept null as uncategorized and lowercase a category uuid', () => {
    const body = { data: data([], []) }
    expect(createDashboardRequestSchema.parse({ ...body, categoryUuid: null }).categoryUuid).toBe(
      'uncategorized',
    )
    expect(
      updateDashboardRequestSchema.parse({ ...body, categoryUuid: uuid(3).toUpperCase() })
        .categoryUuid,
    ).toBe(uuid(3))
    expect(createDashboardRequestSchema.safeParse({ ...body, categoryUuid: 'misc' }).success).toBe(
      false,
    )
  })

  it('require every item laid out once and every layout entry to name an item', () => {
    expect(issues(data([metric(1)], []))).toEqual(['configs.0.uuid: Item has no layout entry'])
    expect(issues(data([metric(1)], [layout(1), layout(2)]))).toEqual([
      'layouts.1.i: No item has this uuid',
    ])
    expect(issues(data([metric(1)], [layout(1), layout(1)]))).toEqual([
      'layouts.1.i: Duplicate layout entry',
    ])
    expect(issues(data([metric(1), metric(1)], [layout(1)]))).toEqual([
      'configs.1.uuid: Duplicate item uuid',
    ])
    // An upper-cased uuid names the same item.
    expect(issues(data([metric(1)], [layout(1, { i: uuid(1).toUpperCase() })]))).toEqual([])
  })

  it('keep widgets inside the grid', () => {
    const one = (overrides: Record<string, unknown>) =>
      issues(data([metric(1)], [layout(1, overrides)]))
    expect(one({ x: 8 })).toEqual(['layouts.0.w: x + w must be at most 12 columns'])
    expect(one({ x: -1 })).toEqual(['layouts.0.x: Too small: expected number to be >=0'])
    expect(one({ w: 2, minW: 2 })).toEqual(['layouts.0.minW: Must be at least 3 columns'])
    expect(one({ w: 2 })).toEqual(['layouts.0.w: Must be at least minW'])
    expect(one({ h: 0 })).toEqual(['layouts.0.h: Too small: expected number to be >=1'])
    expect(one({ h: 101 })).toEqual(['layouts.0.h: Too big: expected number to be <=100'])
    expect(one({ x: 1.5 })).toEqual(['layouts.0.x: Must be a whole number'])
  })

  it('check each kind of item', () => {
    const one = (config: Record<string, unknown>) =>
      issues(data([{ uuid: uuid(1), ...config }], [layout(1)]))
    expect(one({ configType: 'chart' })[0]).toMatch(/^configs\.0\.configType: /)
    expect(one({ configType: 'markdown', meta: { content: 'x'.repeat(20_001) } })).toEqual([
      'configs.0.meta.content: Must be at most 20000 characters',
    ])
    expect(one({ configType: 'markdown', extra: { backgroundColor: 'blue' } })).toEqual([
      'configs.0.extra.backgroundColor: Must be a hex colour such as #2f6fdb',
    ])
    expect(one({ configType: 'video', meta: { url: 'https://evil.example/v.mp4' } })).toEqual([
      'configs.0.meta.url: Must be an https link to a YouTube, Vimeo or Loom video',
    ])
    expect(
      one({ configType: 'video', meta: { title: 'Intro', url: 'https://youtu.be/dQw4w9WgXcQ' } }),
    ).toEqual([])
    expect(
      one({ configType: 'lookerEmbed', meta: { url: 'https://youtu.be/dQw4w9WgXcQ' } }),
    ).toEqual(['configs.0.meta.url: Must be an https link to a Looker Studio report'])
    expect(one({ configType: 'dashboard', meta: { asset: 'ETH' }, extra: { name: 'x' } })).toEqual([
      'configs.0.meta: Needs a uuid or a slug',
    ])
    expect(
      one({ configType: 'dashboard', meta: { slug: 'asset-overview' }, extra: { name: 'ETH' } }),
    ).toEqual([])
    expect(one({ configType: 'favorites' })).toEqual([])
    expect(one({ configType: 'text', meta: { content: 'Hi', colour: 1 } })).toEqual([
      'configs.0.meta: Unrecognized key: "colour"',
    ])
  })

  it('bound the number of items and the name', () => {
    const many = Array.from({ length: 101 }, (_, n) => metric(n))
    expect(
      issues(
        data(
          many,
          many.map((_, n) => layout(n)),
        ),
      ),
    ).toContain('configs: A dashboard has at most 100 items')
    expect(issues({ ...data([], []), meta: { name: 'x'.repeat(201) } })).toEqual([
      'meta.name: Must be at most 200 characters',
    ])
  })

  it('list the assets of the metric tiles once each', () => {
    const parsed = dashboardDataSchema.parse(
      data([metric(1), metric(2, 'eth'), metric(3)], [layout(1), layout(2), layout(3)]),
    )
    expect(dashboardAssets(parsed.configs)).toEqual(['BTC', 'ETH'])
  })

  it('sum a dashboard up for a list: its meta, how many items and which assets', () => {
    const parsed = dashboardDataSchema.parse(
      data([metric(1, 'ETH'), metric(2), metric(3, 'ETH')], [layout(1), layout(2), layout(3)]),
    )
    const document = {
      uuid: uuid(9),
      slug: null,
      categoryUuid: 'uncategorized',
      type: 'user' as const,
      data: parsed,
      isPreset: false,
      version: 4,
      createdAt: 1,
      updatedAt: 2,
    }
    expect(dashboardSummary(document)).toEqual({
      uuid: uuid(9),
      slug: null,
      categoryUuid: 'uncategorized',
      type: 'user',
      isPreset: false,
      meta: parsed.meta,
      itemCount: 3,
      assets: ['ETH', 'BTC'],
      version: 4,
      createdAt: 1,
      updatedAt: 2,
    })
  })
})

describe('dashboard contracts on broken input', () => {
  it('name the broken item without matching layouts against it', () => {
    expect(
      issues(data([{ configType: 'text' }, metric(2)], [layout(1), layout(2)])).map(
        (m) => m.split(':')[0],
      ),
    ).toEqual(['configs.0.uuid'])
  })
})
