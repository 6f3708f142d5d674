import type { Plan } from '@/core/plans'
import { SidebarTabs } from './library/SidebarTabs'
import { MetricList } from './MetricList'

/**
 * The chart page's sidebar: the asset's metrics, the user's saved charts and the starter
 * workbenches, one tab each.
 */
export function MetricSidebar({
  asset,
  activeCode,
  plan,
}: {
  asset: string
  activeCode: string | undefined
  plan: Plan
}) {
  return (
    <SidebarTabs
      className="chart-sidebar card"
      metrics={<MetricList asset={asset} activeCode={activeCode} plan={plan} />}
    />
  )
}
