import type { StartAction } from '@/lib/documentLibrary/documentLibrary'
import type { DashboardCategory, DashboardSummary } from './libraryTypes'

/** What the user picked of the dashboards' own in the My dashboards list; one dialog each. */
export type DashboardAction =
  | { kind: 'moveDashboard' | 'deleteDashboard'; dashboard: DashboardSummary }
  | { kind: 'createDashboard' }

export type StartDashboardAction = StartAction<DashboardCategory, DashboardAction>
