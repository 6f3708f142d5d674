import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { MetricItemMeta } from '@/core/api/udmItems'
import { topAssets } from '@/core/constants'
import { showInSidebar } from '@/core/permissions'
import type { Plan } from '@/core/plans'
import type { Resolution } from '@/core/resolution'
import { errorMessage } from '@/lib/api/apiError'
import { Dialog } from '@/lib/ui/Dialog'
import { Placeholder } from '@/lib/ui/Placeholder'
import { chartSidebarQuery, metricMetadataQuery } from '../chartQueries'

/**
 * The workbenchAddMetric modal: choose the asset, search the catalog's metrics for it, pick the
 * resolution; Add puts the metric on the workbench as the next m{n}.
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
  const [resolution, setResolution] = useState<Resolution | ''>('')
  const sidebar = useQuery(chartSidebarQuery(asset))
  const metadata = useQuery({
    ...metricMetadataQuery(chosen?.code ?? '', asset),
    enabled: chosen !== null,
  })
  const resolutions = metadata.data?.parameters.i ?? []
  const id = useId()
  const assets = useMemo(() => [...new Set([initialAsset, ...topAssets])], [initialAsset])
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
        <label htmlFor={`${id}-asset`}>Asset</label>
        <select
          id={`${id}-asset`}
          value={asset}
          onChange={(event) => {
            setAsset(event.target.value)
            setChosen(null)
          }}
        >
          {assets.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
        </select>
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
      </div>
    </Dialog>
  )
}
