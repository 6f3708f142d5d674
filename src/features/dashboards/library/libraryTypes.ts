/*
 * The dashboard list entry and category as the sidebar uses them. Provisional shapes until the
 * shared contract (src/core/api/dashboards.ts) is merged; then these become its types.
 */
export interface DashboardSummary {
  uuid: string
  name: string
  categoryUuid: string | null
  asset: string | null
  version: number
}

export interface DashboardCategory {
  uuid: string
  name: string
  version: number
}
