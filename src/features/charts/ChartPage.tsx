import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ChartInput } from '@/core/api/udm'
import { isSlug } from '@/core/identifiers'
import { chartIdKind } from '@/core/charts/chartIdKind'
import { takesChartStyle } from '@/core/charts/chartKind'
import { metricAlertStart } from '@/core/alerts/chartAlertStart'
import type { CatalogMetric } from '@/core/api/catalog'
import { chartUpgradePrompt } from '@/core/permissions'
import type { Plan } from '@/core/plans'
import {
  chooseScale,
  resolveChartSettings,
  type AllowedParameters,
  type ChartSearch,
} from '@/core/charts/chartSettings'
import { chartErrorText, isUnknownChart } from '@/core/charts/chartErrors'
import type { MovingMathMethod } from '@/core/charts/movingMath'
import { currencyLabel, parameterLabel } from '@/core/charts/subsetLabels'
import type { ExtraParameterName } from '@/core/api/metricsQuery'
import type { TimeRange } from '@/core/charts/timeRange'
import { notViewedOfflineText } from '@/core/series/offlineSeries'
import { analytics } from '@/lib/analytics/analytics'
import { metricDataQuery } from '@/lib/charts/metricData'
import { useMetricReadDecision } from '@/lib/charts/metricReadAccess'
import { errorMessage } from '@/lib/api/apiError'
import { classifyFailure } from '@/lib/api/statusHandling'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { Placeholder } from '@/lib/ui/Placeholder'
import { presetSlugs, workbenchPresetsQuery } from '@/lib/udm/udmQueries'
import { ChartHeader } from './ChartHeader'
import { ChartPanel, kindOfData, mainRequestOf } from './ChartPanel'
import { CreateAlertButton } from './CreateAlertButton'
import { isHalvingData } from './HalvingChart'
import {
  ParameterSelect,
  RangeSelector,
  ResolutionSelect,
  ScaleToggle,
  StyleToggle,
} from './ChartToolbar'
import { MetricSidebar } from './MetricSidebar'
import { MovingMathPicker, type MovingMathValue } from './MovingMathPicker'
import { chartPageQuery, metricMetadataQuery } from '@/lib/charts/catalogQueries'
import { comparedCodes, comparisonInput, metricChartInput } from './workbench/metricChartInput'
import { SavedChartPage } from './workbench/SavedChartPage'
import { useOpenChart } from './workbench/useOpenChart'
import { WorkbenchPage, type WorkbenchSearch } from './workbench/WorkbenchPage'
import { ApiError } from '@/lib/api/apiError'
import './charts.css'

/** The address parameters the chart page reads and writes (chartSearchSchema's fields). */
export interface ChartPageSearch extends ChartSearch {
  s?: number
  /** The day of a snapshot chart, YYYY-MM-DD. */
  date?: string
  u?: number
  mAvg?: number
  ema?: number
  mMedian?: number
  /** An alert of the user's drawn on the chart: its levels and past firings. */
  alert?: string
}

export interface ChartPageProps {
  id: string
  asset: string
  search: ChartPageSearch & WorkbenchSearch
  /** Writes parameters to the address (undefined removes one), replacing the history entry. */
  onSearch: (patch: Partial<ChartPageSearch & WorkbenchSearch>) => void
}

/**
 * /charts/{id}: a saved chart or workbench by uuid or a starter workbench's slug, else a catalog
 * metric's chart by code or slug (chartIdKind).
 */
export function ChartPage(props: ChartPageProps) {
  const presets = useQuery({ ...workbenchPresetsQuery, enabled: isSlug(props.id) })
  // Presets that cannot load (offline, never seen) leave a slug to the metric page, which falls
  // back to the saved chart when no metric has it.
  const kind = chartIdKind(
    props.id,
    presets.isError ? [] : presets.data && presetSlugs(presets.data),
  )
  if (kind === 'saved') return <SavedChartPage {...props} />
  if (kind === 'pending') return <Placeholder kind="chart" />
  return <MetricChartPage {...props} />
}

/**
 * A catalog metric's chart: the metric sidebar, the header, the controls and the chart. Every
 * control lives in the address, so a copied link reopens the same chart. Edit turns it into a
 * workbench of its items; saving that makes a new chart of the user's.
 */
function MetricChartPage({ id, asset, search, onSearch }: ChartPageProps) {
  const { plan, status } = useCurrentUser()
  const navigate = useNavigate()
  const openChart = useOpenChart()
  const [editing, setEditing] = useState<ChartInput | null>(null)
  const page = useQuery(chartPageQuery(id, asset))
  const metric = page.data?.catalogMetrics[0]
  const metadata = useQuery({
    ...metricMetadataQuery(metric?.metricCode ?? id, asset),
    enabled: metric !== undefined,
  })
  const viewed = metric?.metricCode
  useEffect(() => {
    if (viewed !== undefined) analytics.track('chart_view', { metricCode: viewed, asset })
  }, [viewed, asset])
  const onSelectRange = useCallback(
    (range: TimeRange) =>
      onSearch({ s: Math.round(range.from), u: Math.round(range.to), zoom: undefined }),
    [onSearch],
  )

  // An id no metric has may be a preset workbench's slug; a metric the asset lacks is the
  // chart's own error below.
  if (
    page.error instanceof ApiError &&
    page.error.status === 404 &&
    isUnknownChart(page.error.message, id)
  ) {
    return <SavedChartPage id={id} asset={asset} search={search} onSearch={onSearch} />
  }
  // `metrics=CodeA,CodeB`: the metric's chart compared with other metrics of the same asset, as
  // an unsaved workbench (a shareable link; Edit and Save make it the user's own).
  const compared = comparedCodes(search.metrics)
  if (!editing && compared.length > 0 && metric && page.data) {
    const settings = resolveChartSettings(search, metric, asset, metadata.data?.parameters)
    const withPrice = page.data.catalogMetrics.some((m) => m.metricCode !== metric.metricCode)
    return (
      <WorkbenchPage
        key={`${metric.metricCode}:${asset}:${compared.join()}`}
        saved={null}
        initial={comparisonInput(
          metricChartInput(metric, settings, currentMovingMath(search), withPrice, undefined),
          compared,
          asset,
        )}
        startEditing={false}
        asset={asset}
        search={search}
        onSearch={onSearch}
        onOpen={openChart}
      />
    )
  }
  if (editing) {
    return (
      <WorkbenchPage
        saved={null}
        initial={editing}
        startEditing
        asset={asset}
        search={search}
        onSearch={onSearch}
        onOpen={openChart}
        onExit={() => setEditing(null)}
      />
    )
  }
  const onEdit = (chart: ChartInput) => {
    if (status === 'authenticated') setEditing(chart)
    else
      void navigate({
        to: '/auth/$method',
        params: { method: 'login' },
        search: { redirectTo: `${window.location.pathname}${window.location.search}` },
      })
  }

  return (
    <section className="page chart-page">
      <MetricSidebar asset={asset} activeCode={metric?.metricCode} plan={plan} />
      <div className="chart-main">
        {/* The kept copy shows while a refresh fails (offline); the states only without it. */}
        {page.data !== undefined ? (
          metric === undefined ? null : (
            <>
              <ChartHeader metric={metric} asset={asset} onAsset={(a) => onSearch({ a })} />
              <ChartBody
                metric={metric}
                withPrice={page.data.catalogMetrics.some((m) => m.metricCode !== metric.metricCode)}
                asset={asset}
                plan={plan}
                allowed={metadata.data?.parameters}
                search={search}
                onSearch={onSearch}
                onSelectRange={onSelectRange}
                onEdit={onEdit}
              />
            </>
          )
        ) : page.isError ? (
          <div className="card chart-error" role="alert">
            <h1>{id}</h1>
            <p>
              {classifyFailure(page.error) === 'network'
                ? notViewedOfflineText
                : chartErrorText(errorMessage(page.error), asset)}
            </p>
          </div>
        ) : (
          <Placeholder kind="chart" />
        )}
      </div>
    </section>
  )
}

function ChartBody({
  metric,
  withPrice,
  asset,
  plan,
  allowed,
  search,
  onSearch,
  onSelectRange,
  onEdit,
}: {
  onEdit: (chart: ChartInput) => void
  metric: CatalogMetric
  withPrice: boolean
  asset: string
  plan: Plan
  allowed: AllowedParameters | undefined
  search: ChartPageSearch
  onSearch: ChartPageProps['onSearch']
  onSelectRange: (range: TimeRange) => void
}) {
  const config = metric.studioMetricConfig
  const readDecision = useMetricReadDecision()
  const settings = resolveChartSettings(search, metric, asset, allowed)
  const methods: MovingMathMethod[] = [
    ...(config.movingAverageOption ? (['mAvg'] as const) : []),
    ...(config.expMovingAverageOption ? (['ema'] as const) : []),
    ...(config.movingMedianOption ? (['mMedian'] as const) : []),
  ]
  const movingMath = currentMovingMath(search)
  const edit = () => onEdit(metricChartInput(metric, settings, movingMath, withPrice, main.data))
  // Snapshots (document metrics read one date at a time) have no time range or scale choice;
  // halving cycles run over days since their halving, so no range or price scale either (the
  // shape shows in the data: the same query as the panel's, answered from the same cache);
  // heatmaps, stacks, snapshots, halving cycles, candles and bands have no line or column style
  // (they draw their own way, so the toggle would do nothing).
  const snapshot = config.datePickerOption
  const main = useQuery({
    ...metricDataQuery(mainRequestOf(metric, settings)),
    // Locked for this plan: the panel says so without a request the server would refuse.
    enabled: readDecision(metric.tier).kind === 'read',
  })
  const halving = main.data !== undefined && isHalvingData(main.data)
  const styleless =
    snapshot ||
    halving ||
    config.chartType === 'heatmap' ||
    config.chartType === 'timeSeriesStackedArea' ||
    (main.data !== undefined && !takesChartStyle(kindOfData(metric, main.data)))
  const prompt = chartUpgradePrompt(plan, {
    tier: metric.tier,
    upgradeOption: config.upgradeOption,
  })
  const customRange =
    search.s !== undefined && search.u !== undefined && search.s < search.u
      ? { from: search.s, to: search.u }
      : undefined
  const extras: Array<
    [
      key: 'e' | 'miner' | 'network' | 'maturity' | 'period',
      label: string,
      apiName: ExtraParameterName,
    ]
  > = [
    ['e', 'Exchange', 'e'],
    ['miner', 'Miner', 'miner'],
    ['network', 'Network', 'network'],
    ['maturity', 'Maturity', 'maturity'],
    ['period', 'Period', 'period'],
  ]

  return (
    <div className="card chart-card">
      <div className="chart-toolbar" aria-label="Chart controls" role="toolbar">
        {!snapshot && !halving && (
          <RangeSelector
            zoom={customRange ? undefined : settings.zoom}
            onZoom={(zoom) => onSearch({ zoom, s: undefined, u: undefined })}
          />
        )}
        {config.resolutionOption && allowed?.i && allowed.i.length > 1 && (
          <ResolutionSelect
            value={settings.resolution}
            options={allowed.i}
            onChange={(i) => onSearch({ i })}
          />
        )}
        {config.currencyOption && allowed?.c && allowed.c.length > 1 && (
          <ParameterSelect
            label="Currency"
            value={settings.currency}
            options={allowed.c}
            onChange={(c) => onSearch({ c: c === 'usd' ? 'usd' : 'native' })}
            format={currencyLabel}
          />
        )}
        {extras.map(([key, label, apiName]) => {
          const options = allowed?.[apiName]
          if (!options || options.length < 2) return null
          return (
            <ParameterSelect
              key={key}
              label={label}
              value={settings.params[apiName as keyof typeof settings.params]}
              options={options}
              onChange={(value) => onSearch({ [key]: value })}
              format={(value) => parameterLabel(apiName, value)}
            />
          )
        })}
        {!snapshot && (
          <ScaleToggle
            label="Metric scale"
            value={settings.scale}
            options={config.scales}
            onChange={(mScl) => onSearch({ mScl: chooseScale(mScl, config) })}
          />
        )}
        {withPrice && !snapshot && !halving && (
          <ScaleToggle
            label="Price scale"
            value={settings.priceScale}
            options={['lin', 'log']}
            onChange={(pScl) => onSearch({ pScl })}
          />
        )}
        {!styleless && (
          <StyleToggle
            value={settings.chartStyle}
            onChange={(chartStyle) => onSearch({ chartStyle })}
          />
        )}
        {!snapshot && !halving && config.chartType !== 'heatmap' && (
          <button type="button" className="button" onClick={edit} disabled={main.isPending}>
            Edit
          </button>
        )}
        {config.alerts && (
          <CreateAlertButton start={metricAlertStart(metric, asset, settings.resolution)} />
        )}
        {methods.length > 0 && (
          <MovingMathPicker
            key={`${settings.resolution}-${movingMath?.method ?? ''}-${movingMath?.window ?? 0}`}
            methods={methods}
            resolution={settings.resolution}
            value={movingMath}
            onApply={({ method, window }) =>
              onSearch({
                mAvg: undefined,
                ema: undefined,
                mMedian: undefined,
                ...(window > 0 ? { [method]: window } : {}),
              })
            }
          />
        )}
      </div>
      {prompt && (
        <p className="chart-upgrade" role="note">
          {prompt.text}{' '}
          <Link to="/pricing" search={{ modal: 'upgrade', upgradePlan: prompt.upgradePlan }}>
            Upgrade
          </Link>
        </p>
      )}
      <ChartPanel
        metric={metric}
        withPrice={withPrice}
        settings={settings}
        movingMath={movingMath}
        customRange={customRange}
        onSelectRange={onSelectRange}
        date={search.date}
        onDate={(date) => onSearch({ date })}
        alertUuid={search.alert}
      />
    </div>
  )
}

/** The moving-math calculation the address asks for (the first of mAvg, ema, mMedian set). */
function currentMovingMath(search: ChartPageSearch): MovingMathValue | undefined {
  for (const method of ['mAvg', 'ema', 'mMedian'] as const) {
    const window = search[method]
    if (window !== undefined && window > 0) return { method, window }
  }
  return undefined
}
