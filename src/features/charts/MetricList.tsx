import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { canReadTier } from '@/core/metricAccess'
import { showInSidebar, sidebarUpgradePrompt } from '@/core/permissions'
import type { Plan } from '@/core/plans'
import { errorMessage } from '@/lib/api/apiError'
import { EmptyState } from '@/lib/ui/EmptyState'
import { Placeholder } from '@/lib/ui/Placeholder'
import { chartSidebarQuery } from '@/lib/charts/catalogQueries'

/**
 * The asset's metrics grouped by category, with a filter box. What a plan may not see is left
 * out (app.md §6: Advanced users do not see Professional-only or tier 3 metrics); what it may
 * see but not open is marked locked; the upgrade prompt for the plan sits underneath.
 */
export function MetricList({
  asset,
  activeCode,
  plan,
}: {
  asset: string
  activeCode: string | undefined
  plan: Plan
}) {
  const sidebar = useQuery(chartSidebarQuery(asset))
  const [filter, setFilter] = useState('')
  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return (sidebar.data?.groups ?? [])
      .map((group) => ({
        ...group,
        metrics: group.metrics.filter(
          (metric) =>
            showInSidebar(plan, metric) &&
            (needle === '' ||
              metric.name.toLowerCase().includes(needle) ||
              metric.shortName.toLowerCase().includes(needle)),
        ),
      }))
      .filter((group) => group.metrics.length > 0)
  }, [sidebar.data, filter, plan])
  const prompt = sidebarUpgradePrompt(plan)

  return (
    <nav className="metric-list" aria-label="Metrics">
      <input
        type="search"
        aria-label="Filter metrics"
        placeholder="Filter metrics"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {sidebar.isPending ? (
        <Placeholder kind="metrics" />
      ) : sidebar.isError ? (
        <p role="alert" className="chart-sidebar-error">
          {errorMessage(sidebar.error)}
        </p>
      ) : groups.length === 0 ? (
        <EmptyState title="No metrics" />
      ) : (
        <div className="chart-sidebar-groups">
          {groups.map((group) => (
            <section key={group.group} aria-label={group.label}>
              <h2>{group.label}</h2>
              <ul>
                {group.metrics.map((metric) => (
                  <li key={metric.metricCode}>
                    <Link
                      to="/charts/$id"
                      params={{ id: metric.metricCode }}
                      search={{ a: asset }}
                      aria-current={metric.metricCode === activeCode ? 'page' : undefined}
                    >
                      <span>{metric.name}</span>
                      {!canReadTier(plan, metric.tier) && (
                        <span
                          className="chart-sidebar-lock"
                          aria-label="Locked"
                          title="Upgrade to open"
                        >
                          ●
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {prompt && (
        <p className="chart-sidebar-upgrade">
          {prompt.text}{' '}
          <Link to="/pricing" search={{ modal: 'upgrade', upgradePlan: prompt.upgradePlan }}>
            Upgrade
          </Link>
        </p>
      )}
    </nav>
  )
}
