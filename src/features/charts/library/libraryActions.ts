import type { ChartSummary, UdmCategory } from '@/core/api/udm'

/** What the user picked from a menu of the My charts list; one dialog answers each. */
export type LibraryAction = (
  | { kind: 'moveChart' | 'cloneChart' | 'deleteChart'; chart: ChartSummary }
  | { kind: 'renameCategory' | 'deleteCategory'; category: UdmCategory }
  | { kind: 'createCategory' }
) & {
  /** Puts focus back on the control that opened the dialog once it closes. */
  returnFocus?: () => void
}

export type StartAction = (action: LibraryAction) => void
