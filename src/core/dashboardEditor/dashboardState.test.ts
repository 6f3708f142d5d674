import { describe, expect, it } from 'vitest'
import type { DashboardItem } from '../api/dashboardItems'
import type { LayoutEntry } from '../api/dashboardLayouts'
import type { DashboardDocument } from '../api/dashboards'
import {
  dashboardReducer,
  initialDashboardState,
  type DashboardAction,
  type DashboardState,
  type LoadedDashboard,
} from './dashboardState'

const metricId = '11111111-1111-4111-8111-111111111111'
const textId = '22222222-2222-4222-8222-222222222222'
const newId = '33333333-3333-4333-8333-333333333333'

const metric: DashboardItem = {
  uuid: metricId,
  configType: 'metric',
  meta: { asset: 'BTC', metricCode: 'MarketMvrv', subset: 'binance' },
  extra: { lineColor: '#ff0000', name: 'MVRV' },
}
const text: DashboardItem = {
  uuid: textId,
  configType: 'text',
  meta: { content: 'Heading' },
  extra: {},
}
const entry = (i: string, x: number, y: number, w: number, h: number): LayoutEntry => ({
  i,
  x,
  y,
  w,
  h,
  minW: 3,
  minH: 1,
  maxH: 100,
  isResizable: true,
})

function document(overrides: Partial<DashboardDocument> = {}): DashboardDocument {
  return {
    uuid: '44444444-4444-4444-8444-444444444444',
    slug: null,
    categoryUuid: 'uncategorized',
    type: 'user',
    data: {
      configs: [metric, text],
      layouts: [entry(metricId, 0, 0, 6, 6), entry(textId, 0, 6, 12, 2)],
      meta: { name: 'Mine', asset: 'BTC', slug: null },
    },
    isOwner: true,
    isPreset: false,
    version: 3,
    createdAt: 1,
    updatedAt: 2,
    ...overrides,
  }
}

const run = (state: DashboardState, ...actions: DashboardAction[]) =>
  actions.reduce(dashboardReducer, state)

function loadedOf(state: DashboardState): LoadedDashboard {
  if (state.status !== 'fulfilled') throw new Error(`not loaded: ${state.status}`)
  return state
}

const open = (doc = document(), asset?: string) =>
  loadedOf(run(initialDashboardState, { type: 'loaded', document: doc, asset }))

describe('loading', () => {
  it('starts loading, then is fulfilled or rejected', () => {
    expect(initialDashboardState.status).toBe('loading')
    expect(open().status).toBe('fulfilled')
    const failure = {
      kind: 'forbidden' as const,
      message: 'Forbidden',
      allowedPlans: ['advanced' as const],
    }
    const rejected = run(initialDashboardState, { type: 'failed', failure })
    expect(rejected).toEqual({ status: 'rejected', failure })
    expect(run(open(), { type: 'loading' })).toEqual({ status: 'loading' })
  })

  it('clears the subset of every metric tile on load and leaves other items alone', () => {
    const state = open()
    const [first, second] = state.content.configs
    expect(first?.configType === 'metric' && 'subset' in first.meta).toBe(false)
    expect(first?.extra).toEqual({ lineColor: '#ff0000', name: 'MVRV' })
    expect(second).toBe(text)
    expect(state.modified).toBe(false)
    expect(state.mode).toBe('view')
  })

  it("sets the address's asset on every metric tile, back on the default line colour", () => {
    const state = open(document(), 'eth')
    const [first] = state.content.configs
    expect(first?.configType).toBe('metric')
    if (first?.configType !== 'metric') return
    expect(first.meta.asset).toBe('ETH')
    expect(first.extra.lineColor).toBeUndefined()
    expect(first.extra.name).toBe('MVRV')
    expect(state.content.meta.asset).toBe('ETH')
    expect(state.modified).toBe(false)
  })

  it('keeps the colour of a tile already on the asset of the address', () => {
    const [first] = open(document(), 'BTC').content.configs
    expect(first?.extra).toEqual({ lineColor: '#ff0000', name: 'MVRV' })
  })

  it('opens in edit mode when the address asks for it', () => {
    const state = loadedOf(
      run(initialDashboardState, { type: 'loaded', document: document(), edit: true }),
    )
    expect(state.mode).toBe('edit')
    expect(state.snapshot).toBe(state.content)
  })
})

describe('changes', () => {
  const added: DashboardItem = {
    uuid: newId,
    configType: 'markdown',
    meta: { content: '**hi**' },
    extra: {},
  }

  it('marks the dashboard modified on add, update, delete, layout and meta changes', () => {
    const actions: DashboardAction[] = [
      { type: 'addItem', item: added },
      { type: 'updateItem', uuid: textId, patch: { meta: { content: 'New' } } },
      { type: 'removeItem', uuid: textId },
      { type: 'layout', layouts: [{ i: metricId, x: 6, y: 0, w: 6, h: 6 }] },
      { type: 'meta', meta: { name: 'Renamed' } },
    ]
    for (const action of actions) {
      const state = loadedOf(run(open(), { type: 'edit' }, action))
      expect(state.modified, action.type).toBe(true)
    }
  })

  it('does not mark a read-only preset or someone else’s dashboard modified', () => {
    for (const doc of [
      document({ isPreset: true, isOwner: false }),
      document({ isOwner: false }),
    ]) {
      const state = loadedOf(
        run(
          open(doc),
          { type: 'edit' },
          { type: 'addItem', item: added },
          { type: 'meta', meta: { name: 'Copy' } },
        ),
      )
      expect(state.readOnly).toBe(true)
      expect(state.modified).toBe(false)
      expect(state.content.configs).toHaveLength(3)
    }
  })

  it('places an added item at the first free place with its default size, in edit mode', () => {
    const state = loadedOf(run(open(), { type: 'addItem', item: added }))
    expect(state.mode).toBe('edit')
    expect(state.content.layouts.at(-1)).toMatchObject({ i: newId, x: 6, y: 0, w: 6, h: 6 })
    const withText = loadedOf(
      run(state, {
        type: 'addItem',
        item: { ...text, uuid: '55555555-5555-4555-8555-555555555555' },
      }),
    )
    expect(withText.content.layouts.at(-1)).toMatchObject({ x: 0, y: 7, w: 12, h: 1 })
  })

  it('removes the layout entry with the item', () => {
    const state = loadedOf(run(open(), { type: 'removeItem', uuid: textId }))
    expect(state.content.layouts.map((e) => e.i)).toEqual([metricId])
    expect(state.content.configs.map((c) => c.uuid)).toEqual([metricId])
  })

  it('ignores a layout report that moves nothing, and keeps bounds when resizing', () => {
    const start = open()
    const same = run(start, {
      type: 'layout',
      layouts: [
        { i: metricId, x: 0, y: 0, w: 6, h: 6 },
        { i: textId, x: 0, y: 6, w: 12, h: 1 },
      ],
    })
    expect(same).toBe(start)
    const narrow = loadedOf(
      run(start, { type: 'layout', layouts: [{ i: metricId, x: 11, y: 0, w: 1, h: 6 }] }),
    )
    // Never narrower than minW (3), never past the 12th column.
    expect(narrow.content.layouts[0]).toMatchObject({ x: 9, w: 3, minW: 3 })
  })

  it('closes up the rows a widget leaves: removed, dragged away or moved from the keyboard', () => {
    const placeOf = (state: LoadedDashboard, i: string) =>
      state.content.layouts.find((entry) => entry.i === i)
    // The metric (0,0, 6×6) above the text row (y 6, 1 high): the row rises into its place.
    const removed = loadedOf(run(open(), { type: 'removeItem', uuid: metricId }))
    expect(placeOf(removed, textId)).toMatchObject({ y: 0 })
    const dragged = loadedOf(
      run(open(), { type: 'layout', layouts: [{ i: metricId, x: 0, y: 20, w: 6, h: 6 }] }),
    )
    expect(placeOf(dragged, textId)).toMatchObject({ y: 0 })
    expect(placeOf(dragged, metricId)).toMatchObject({ y: 1 })
    const down = { dx: 0, dy: 1, dw: 0, dh: 0 }
    const keyed = loadedOf(
      run(open(), { type: 'edit' }, { type: 'moveItem', uuid: metricId, move: down }),
    )
    expect(placeOf(keyed, textId)).toMatchObject({ y: 0 })
    expect(placeOf(keyed, metricId)).toMatchObject({ y: 1 })
    expect(keyed.modified).toBe(true)
    // Nothing below the metric any more: down again changes nothing.
    expect(run(keyed, { type: 'moveItem', uuid: metricId, move: down })).toBe(keyed)
  })

  it('opens a layout with holes compacted, as the grid shows it, without marking it modified', () => {
    const holed = document()
    holed.data.layouts = [entry(metricId, 0, 3, 6, 6), entry(textId, 0, 15, 12, 1)]
    const state = open(holed)
    expect(state.content.layouts.map(({ y }) => y)).toEqual([0, 6])
    expect(state.modified).toBe(false)
  })

  it('opens a text row one row high and full width, however an older layout sized it', () => {
    // Saved two rows high (the height text rows had), it would show a band above its heading.
    const state = open()
    expect(state.content.layouts.find((e) => e.i === textId)).toMatchObject({
      x: 0,
      w: 12,
      h: 1,
      isResizable: false,
    })
    expect(state.modified).toBe(false)
  })

  it('ignores changes to items it does not hold', () => {
    const start = open()
    expect(run(start, { type: 'removeItem', uuid: newId })).toBe(start)
    expect(run(start, { type: 'updateItem', uuid: newId, patch: { meta: {} } })).toBe(start)
  })
})

describe('modes', () => {
  it('Cancel restores the content as it was when edit began', () => {
    const start = open()
    const state = loadedOf(
      run(start, { type: 'edit' }, { type: 'meta', meta: { name: 'X' } }, { type: 'cancel' }),
    )
    expect(state.content).toBe(start.content)
    expect(state.mode).toBe('view')
    expect(state.modified).toBe(false)
  })

  it('Save takes the saved document and clears modified', () => {
    const edited = loadedOf(run(open(), { type: 'edit' }, { type: 'meta', meta: { name: 'X' } }))
    const savedDoc = document({
      version: 4,
      data: { ...document().data, meta: { ...edited.content.meta } },
    })
    const state = loadedOf(run(edited, { type: 'saved', document: savedDoc }))
    expect(state.modified).toBe(false)
    expect(state.mode).toBe('view')
    expect(state.saved?.version).toBe(4)
    expect(state.content.meta.name).toBe('X')
  })

  it('changes nothing before the dashboard has loaded', () => {
    expect(run(initialDashboardState, { type: 'edit' })).toBe(initialDashboardState)
  })

  it('edits the version revalidated before the edit when it is newer than the one shown', () => {
    const latest = document({
      version: 5,
      data: { ...document().data, meta: { ...document().data.meta, name: 'Renamed elsewhere' } },
    })
    const state = loadedOf(run(open(), { type: 'edit', latest }))
    expect(state).toMatchObject({ mode: 'edit', modified: false, saved: { version: 5 } })
    expect(state.content.meta.name).toBe('Renamed elsewhere')
    expect(state.snapshot?.meta.name).toBe('Renamed elsewhere')
    // The same version, an older one or another dashboard: edited as shown.
    for (const held of [document(), document({ version: 2 }), { ...latest, uuid: newId }]) {
      const kept = loadedOf(run(open(), { type: 'edit', latest: held }))
      expect(kept).toMatchObject({ mode: 'edit', saved: { version: 3 } })
      expect(kept.content.meta.name).toBe('Mine')
    }
  })
})

describe('a new dashboard', () => {
  const content = {
    configs: [],
    layouts: [],
    meta: { name: 'Untitled dashboard', asset: 'BTC', slug: null },
  }
  const draft = () => loadedOf(run(initialDashboardState, { type: 'draft', content }))

  it('is a draft: nothing saved yet, edited from the start, not modified until changed', () => {
    const state = draft()
    expect(state.saved).toBeNull()
    expect(state.mode).toBe('edit')
    expect(state.readOnly).toBe(false)
    expect(state.modified).toBe(false)
    expect(loadedOf(run(state, { type: 'meta', meta: { name: 'Flows' } })).modified).toBe(true)
  })

  it('Cancel drops its changes and leaves nothing to return to but the empty draft', () => {
    const state = loadedOf(
      run(
        draft(),
        { type: 'addItem', item: text },
        { type: 'meta', meta: { name: 'X' } },
        {
          type: 'cancel',
        },
      ),
    )
    expect(state.content).toEqual(content)
    expect(state.modified).toBe(false)
    expect(state.saved).toBeNull()
  })

  it('its first save makes it a saved dashboard of its own', () => {
    const created = document({
      version: 1,
      data: { ...content, configs: [text], layouts: [entry(textId, 0, 0, 12, 1)] },
    })
    const state = loadedOf(
      run(draft(), { type: 'addItem', item: text }, { type: 'saved', document: created }),
    )
    expect(state.saved).toBe(created)
    expect(state.mode).toBe('view')
    expect(state.modified).toBe(false)
  })
})
