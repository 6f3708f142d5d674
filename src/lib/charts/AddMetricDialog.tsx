import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { MetricItemMeta } from '@/core/api/udmItems'
import { topAssets } from '@/core/constants'
import { showInSidebar } from '@/core/permissions'
import type { Plan } from '@/core/plans'
import { extraParameterNames, type ExtraParameterName } from '@/core/api/metricsQuery'
import type { Resolution } from '@/core/resolution'
import type { Currency } from '@/core/searchParams'
import { metaOfParameters } from '@/core/workbench/itemSettings'
import { currencyLabel, parameterLabel } from '@/core/charts/subsetLabels'
import { errorMessage } from '@/lib/api/apiError'
import { Dialog } from '@/lib/ui/Dialog'
import { Placeholder } from '@/lib/ui/Placeholder'
import { Combobox, type ComboboxOption } from '@/lib/ui/Combobox'
import { assetsQuery, chartSidebarQuery, metricMetadataQuery } from './catalogQueries'
import './addMetric.css'

const parameterLabels: Record<ExtraParameterName, string> = {
  e: 'Exchange',
  from_exchange: 'From exchange',
  to_exchange: 'To exchange',
  miner: 'Miner',
  network: 'Network',
  maturity: 'Maturity',
  period: 'Period',
  contract_expiration: 'Contract expiration',
}

/**
 * The Add metric modal of the workbench and of dashboards: choose the asset (any the metrics cover,
 * searchable by symbol or name), search the catalog's metrics for it, pick the resolution,
 * currency and the metric's request parameters; Add hands
 * the metric's request and a display name to the caller (the workbench's next m{n}, a dashboard
 * tile).
 */
export function AddMetricDialog({
  asset: initialAsset,
  plan,
  onAdd,
  onClose,
}: {
  asset: string
  plan: Plan
  onAdd: (meta: MetricItemMeta, name: string) => void
  onClose: () => void
}) {
  const [asset, setAsset] = useState(initialAsset)
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<{ code: string; name: string } | null>(null)
  const [notice, setNotice] = useState('')
  const [resolution, setResolution] = useState<Resolution | ''>('')
  const [currency, setCurrency] = useState<Currency | ''>('')
  const [params, setParams] = useState<Partial<Record<ExtraParameterName, string>>>({})
  const sidebar = useQuery(chartSidebarQuery(asset))
  const metadata = useQuery({
    ...metricMetadataQuery(chosen?.code ?? '', asset),
    enabled: chosen !== null,
  })
  const resolutions = metadata.data?.parameters.i ?? []
  const currencies = metadata.data?.parameters.c ?? []
  // Extra parameters with a choice to make (exchange, miner, …); one value needs no question.
  const choices = extraParameterNames.flatMap((name) => {
    const values = metadata.data?.parameters[name]
    return values && values.length > 1 ? [[name, values] as const] : []
  })
  const id = useId()
  const assetList = useQuery(assetsQuery)
  // Every asset the metrics cover, searchable; the top ones stand in until the list is read.
  const assets = useMemo<ComboboxOption[]>(() => {
    const listed = assetList.data?.map(({ symbol, name }) => ({
      value: symbol,
      label: symbol,
      hint: name,
    }))
    const symbols = new Set(listed?.map((option) => option.value))
    const fallback = [initialAsset, ...topAssets]
      .filter((symbol) => !symbols.has(symbol))
      .map((symbol) => ({ value: symbol, label: symbol }))
    return [...new Map([...(listed ?? []), ...fallback].map((o) => [o.value, o])).values()]
  }, [assetList.data, initialAsset])
  const chooseAsset = (next: string) => {
    if (next === asset) return
    setAsset(next)
    setResolution('')
    setCurrency('')
    setParams({})
    // The chosen metric stays when it has the new asset.
    if (chosen && !metadata.data?.parameters.a.includes(next)) {
      setNotice(`${chosen.name} is not available for ${next}: choose a metric for it.`)
      setChosen(null)
    } else setNotice('')
  }
  const metrics = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return (sidebar.data?.groups ?? []).flatMap((group) =>
      group.metrics
        .filter((metric) => showInSidebar(plan, metric))
        .filter(
          (metric) =>
            needle === '' ||
            metric.name.toLowerCase().includes(needle) ||
            metric.metricCode.toLowerCase().includes(needle),
        )
        .map((metric) => ({ ...metric, group: group.label })),
    )
  }, [sidebar.data, filter, plan])

  const add = () => {
    if (!chosen) return
    onAdd(
      {
        asset,
        metricCode: chosen.code,
        ...(resolution === '' ? {} : { resolution }),
        ...(currency === '' ? {} : { currency }),
        ...metaOfParameters(params),
      },
      `${chosen.name} (${asset})`,
    )
  }

  return (
    <Dialog
      open
      title="Add metric"
      onClose={onClose}
      width={620}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button primary" disabled={!chosen} onClick={add}>
            Add metric
          </button>
        </>
      }
    >
      <div className="add-metric">
        <Combobox
          label="Asset"
          options={assets}
          value={asset}
          onChange={chooseAsset}
          placeholder="Symbol or name"
        />
        <p className="add-metric-notice" role="status">
          {notice}
        </p>
        <label htmlFor={`${id}-search`}>Search metrics</label>
        <input
          id={`${id}-search`}
          type="search"
          value={filter}
          placeholder="Name or code"
          onChange={(event) => setFilter(event.target.value)}
        />
        {sidebar.isPending ? (
          <Placeholder kind="metrics" />
        ) : sidebar.isError ? (
          <p role="alert">{errorMessage(sidebar.error)}</p>
        ) : metrics.length === 0 ? (
          <p role="status">No results found. Try a different search term.</p>
        ) : (
          <div className="add-metric-list" role="radiogroup" aria-label="Metric">
            {metrics.map((metric) => (
              <label key={metric.metricCode} className="add-metric-option">
                <input
                  type="radio"
                  name={`${id}-metric`}
                  checked={chosen?.code === metric.metricCode}
                  onChange={() => {
                    setChosen({ code: metric.metricCode, name: metric.name })
                    setResolution('')
                    setCurrency('')
                    setParams({})
                  }}
                />
                <span>{metric.name}</span>
                <small>{metric.group}</small>
              </label>
            ))}
          </div>
        )}
        {chosen && resolutions.length > 1 && (
          <>
            <label htmlFor={`${id}-resolution`}>Resolution</label>
            <select
              id={`${id}-resolution`}
              value={resolution}
              onChange={(event) => setResolution(event.target.value as Resolution | '')}
            >
              <option value="">Default</option>
              {resolutions.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </>
        )}
        {chosen && currencies.length > 1 && (
          <>
            <label htmlFor={`${id}-currency`}>Currency</label>
            <select
              id={`${id}-currency`}
              value={currency}
              onChange={(event) =>
                setCurrency(
                  event.target.value === 'usd'
                    ? 'usd'
                    : event.target.value === 'native'
                      ? 'native'
                      : '',
                )
              }
            >
              <option value="">Default</option>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {currencyLabel(c)}
                </option>
              ))}
            </select>
          </>
        )}
        {chosen &&
          choices.map(([name, values]) => (
            <div key={name} className="add-metric-parameter">
              <label htmlFor={`${id}-${name}`}>{parameterLabels[name]}</label>
              <select
                id={`${id}-${name}`}
                value={params[name] ?? ''}
                onChange={(event) => {
                  const value = event.target.value
                  setParams(({ [name]: _old, ...rest }) =>
                    value === '' ? rest : { ...rest, [name]: value },
                  )
                }}
              >
                <option value="">Default</option>
                {values.map((value) => (
                  <option key={value} value={value}>
                    {parameterLabel(name, value)}
                  </option>
                ))}
              </select>
            </div>
          ))}
      </div>
    </Dialog>
  )
}
