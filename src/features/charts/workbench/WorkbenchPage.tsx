import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo, useReducer } from 'react'
import type { ChartDocument, ChartInput } from '@/core/api/udm'
import type { MetricItem } from '@/core/api/udmItems'
import type { TimeRange } from '@/core/charts/timeRange'
import type { ChartSearch as AddressSearch } from '@/core/searchParams'
import type { TimeSeries } from '@/core/series/align'
import { regroupUnits, type RegroupUnit } from '@/core/series/regroup'
import { newFormulaItem, newMetricItem, nextRef, refOf } from '@/core/workbench/workbenchItems'
import { initialWorkbench, workbenchReducer } from '@/core/workbench/workbenchState'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { ForbiddenNotice } from '@/lib/ui/ForbiddenNotice'
import { RangeSelector } from '../ChartToolbar'
import { MetricSidebar } from '../MetricSidebar'
import { AddMetricDialog } from '@/lib/charts/AddMetricDialog'
import { FormulaAlertButton } from './FormulaAlertButton'
import { FormulaDialog } from './FormulaDialog'
import { ItemSettings } from './ItemSettings'
import { ItemTabs } from './ItemTabs'
import { WorkbenchChart } from './WorkbenchChart'
import { itemStates } from './drawnItems'
import { useMetricItemStores } from '@/lib/charts/metricItemSeries'
import { useFormulaResults } from './useFormulaResults'
import { useNewItemAxes } from './useNewItemAxes'
import { useSaveWorkbench } from './useSaveWorkbench'
import { WorkbenchHeader } from './WorkbenchHeader'
import './workbench.css'

export type WorkbenchSearch = Pick<
  AddressSearch,
  | 'a'
  | 'ai'
  | 'm'
  | 'metrics'
  | 'modal'
  | 'sameAxis'
  | 'sy'
  | 'uy'
  | 'zoom'
  | 's'
  | 'u'
  | 'alert'
  | 'referrer'
>

export interface WorkbenchPageProps {
  /** The saved chart shown, or null while a catalog metric's chart is being edited. */
  saved: ChartDocument | null
  /** The chart as it opens (the saved one, or the metric's chart turned into items). */
  initial: ChartInput
  startEditing: boolean
  asset: string
  search: WorkbenchSearch
  onSearch: (patch: Partial<WorkbenchSearch>) => void
  /** After a save that made a new chart: open it. */
  onOpen: (uuid: string, asset: string) => void
  /** Cancel while editing a metric's chart: back to the metric's own page. */
  onExit?: () => void
}

const uuid = () => crypto.randomUUID()

/**
 * /charts/{uuid}, and any chart in edit mode: a saved chart or workbench of metric and formula
 * items, viewed or edited (app.md section 4). Editing needs a signed-in user.
 */
export function WorkbenchPage(props: WorkbenchPageProps) {
  const { saved, asset, search, onSearch } = props
  const { plan, status } = useCurrentUser()
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(workbenchReducer, props.initial, (chart) => {
    const start = initialWorkbench(chart)
    return props.startEditing ? workbenchReducer(start, { type: 'edit' }) : start
  })
  const { chart, mode } = state
  const editing = mode === 'edit'
  const save = useSaveWorkbench(saved)

  const metricItems = useMemo(
    () => chart.items.filter((item): item is MetricItem => item.configType === 'metric'),
    [chart.items],
  )
  const stores = useMetricItemStores(metricItems)
  const inputs = useMemo(() => {
    const map = new Map<string, TimeSeries>()
    for (const item of metricItems) {
      const store = stores.get(item.uuid)
      if (store?.status === 'data') map.set(refOf(item, chart.items), store.series)
    }
    return map
  }, [metricItems, stores, chart.items])
  const formulas = chart.items.flatMap((item) =>
    item.configType === 'formula'
      ? [{ ref: refOf(item, chart.items), source: item.meta.content }]
      : [],
  )
  const results = useFormulaResults(inputs, formulas)
  const states = useMemo(
    () => itemStates(chart.items, stores, results),
    [chart.items, stores, results],
  )
  useNewItemAxes(chart.items, states, state.pendingAxes, dispatch)

  // Editing needs an account: a guest signs in and comes back to this address (and its modal).
  const signedIn = status === 'authenticated'
  const requireAccount = (modal?: WorkbenchSearch['modal']) => {
    if (signedIn) return true
    const url = new URL(window.location.href)
    if (modal) url.searchParams.set('modal', modal)
    void navigate({
      to: '/auth/$method',
      params: { method: 'login' },
      search: { redirectTo: `${url.pathname}${url.search}` },
    })
    return false
  }
  const openModal = (modal: 'workbenchAddMetric' | 'workbenchEditFormula', m?: string) => {
    if (requireAccount(modal)) onSearch({ modal, m })
  }
  const closeModal = () => onSearch({ modal: undefined, m: undefined })

  const onSelectRange = useCallback(
    (range: TimeRange) =>
      dispatch({
        type: 'window',
        window: { since: Math.round(range.from), until: Math.round(range.to) },
      }),
    [],
  )

  const selected =
    chart.items.find((item) => refOf(item, chart.items) === state.selected) ?? chart.items[0]
  const editedFormula =
    search.modal === 'workbenchEditFormula' && search.m
      ? chart.items.find(
          (item) => item.configType === 'formula' && refOf(item, chart.items) === search.m,
        )
      : undefined
  const customRange =
    chart.since !== null && chart.until !== null && chart.since < chart.until
      ? { from: chart.since, to: chart.until }
      : undefined
  const yRange: readonly [number, number] | undefined =
    search.sy !== undefined && search.uy !== undefined && search.sy < search.uy
      ? [search.sy, search.uy]
      : undefined
  const firstAsset = metricItems[0]?.meta.asset ?? asset
  // The chart's metric error: an item above the user's plan offers the upgrade until it is
  // removed (app.md section 4).
  const forbiddenPlans = chart.items
    .map((item) => states.get(item.uuid))
    .flatMap((s) => (s?.status === 'error' && s.requiredPlans?.length ? [s.requiredPlans] : []))[0]

  return (
    <section className="page chart-page">
      <MetricSidebar asset={asset} activeCode={undefined} plan={plan} />
      <div className="chart-main">
        <WorkbenchHeader
          chart={chart}
          saved={saved}
          editing={editing}
          modified={state.modified}
          saving={save.isPending}
          signedIn={signedIn}
          onEdit={() => {
            if (requireAccount()) dispatch({ type: 'edit' })
          }}
          onCancel={() => {
            if (!saved && props.onExit) props.onExit()
            else dispatch({ type: 'cancel' })
          }}
          onDescribe={(name, description) => dispatch({ type: 'describe', name, description })}
          onAddMetric={() => openModal('workbenchAddMetric')}
          onAddFormula={() => openModal('workbenchEditFormula')}
          onSave={() =>
            save.mutate(chart, {
              onSuccess: ({ kind, document }) => {
                if (kind === 'created') props.onOpen(document.uuid, firstAsset)
                else dispatch({ type: 'saved', chart: document })
              },
            })
          }
        />
        <div className="card chart-card">
          <div className="chart-toolbar" role="toolbar" aria-label="Chart controls">
            <RangeSelector
              zoom={customRange ? undefined : (chart.zoom ?? 'all')}
              onZoom={(zoom) =>
                dispatch({ type: 'window', window: { zoom, since: null, until: null } })
              }
            />
            <label className="item-check">
              <input
                type="checkbox"
                checked={search.sameAxis === true}
                onChange={(event) => onSearch({ sameAxis: event.target.checked || undefined })}
              />
              Same axis
            </label>
          </div>
          {forbiddenPlans && (
            <ForbiddenNotice allowedPlans={forbiddenPlans} className="chart-upgrade" />
          )}
          {selected && (
            <ItemTabs
              items={chart.items}
              states={states}
              selected={selected}
              onSelect={(ref) => dispatch({ type: 'select', ref })}
            >
              {editing && (
                <ItemSettings
                  key={selected.uuid}
                  item={selected}
                  items={chart.items}
                  onExtra={(extra) => dispatch({ type: 'updateItem', uuid: selected.uuid, extra })}
                  onMeta={(meta) => dispatch({ type: 'updateItem', uuid: selected.uuid, meta })}
                  onEditFormula={() =>
                    openModal('workbenchEditFormula', refOf(selected, chart.items))
                  }
                  onRemove={() => dispatch({ type: 'removeItem', uuid: selected.uuid })}
                />
              )}
              {!editing &&
                saved?.isOwner &&
                !saved.isPreset &&
                selected.configType === 'formula' && (
                  <FormulaAlertButton
                    workbenchUuid={saved.uuid}
                    item={selected}
                    items={chart.items}
                    onSaved={(alert) => onSearch({ alert })}
                  />
                )}
            </ItemTabs>
          )}
          <WorkbenchChart
            name={chart.name}
            items={chart.items}
            states={states}
            editing={editing}
            zoom={chart.zoom ?? 'all'}
            customRange={customRange}
            onSelectRange={onSelectRange}
            sameAxis={search.sameAxis === true}
            yRange={yRange}
            aggregation={aggregationOf(search.ai)}
            alertUuid={search.alert}
          />
        </div>
      </div>
      {search.modal === 'workbenchAddMetric' && signedIn && (
        <AddMetricDialog
          asset={firstAsset}
          plan={plan}
          onClose={closeModal}
          onAdd={(meta, name) => {
            dispatch({
              type: 'addItem',
              item: newMetricItem(uuid(), meta, chart.items, { name }),
            })
            closeModal()
          }}
        />
      )}
      {search.modal === 'workbenchEditFormula' && signedIn && (
        <FormulaDialog
          formulaRef={editedFormula ? refOf(editedFormula, chart.items) : nextRef(chart.items, 'f')}
          initial={
            editedFormula?.configType === 'formula'
              ? { name: editedFormula.meta.name, content: editedFormula.meta.content }
              : { name: `Formula ${nextRef(chart.items, 'f')}`, content: '' }
          }
          items={chart.items}
          onClose={closeModal}
          onSave={({ name, content }) => {
            if (editedFormula) {
              dispatch({
                type: 'updateItem',
                uuid: editedFormula.uuid,
                meta: { name, content },
                extra: { name },
              })
            } else {
              dispatch({
                type: 'addItem',
                item: newFormulaItem(uuid(), name, content, chart.items),
              })
            }
            closeModal()
          }}
        />
      )}
    </section>
  )
}

/** The address's `ai` when it names an interval series can be regrouped to. */
function aggregationOf(ai: string | undefined): RegroupUnit | undefined {
  return regroupUnits.find((unit) => unit === ai)
}
