import type { DashboardCategory, DashboardSummary } from './libraryTypes'

/** What the user picked from a menu of the My dashboards list; one dialog answers each. */
export type LibraryAction = (
  | { kind: 'moveDashboard' | 'deleteDashboard'; dashboard: DashboardSummary }
  | { kind: 'renameCategory' | 'deleteCategory'; category: DashboardCategory; count: number }
  | { kind: 'createCategory' | 'createDashboard' }
) & {
  /** Puts focus back on the control that opened the dialog once it closes. */
  returnFocus?: () => void
}

export type StartAction = (action: LibraryAction) => void
