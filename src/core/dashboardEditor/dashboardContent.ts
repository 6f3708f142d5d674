import type { DashboardItem } from '../api/dashboardItems'
import type { LayoutEntry } from '../api/dashboardLayouts'
import type { DashboardMeta } from '../api/dashboards'

/** What the dashboard is edited as: its items, their places and its name and asset. */
export interface DashboardContent {
  configs: DashboardItem[]
  layouts: LayoutEntry[]
  meta: DashboardMeta
}
