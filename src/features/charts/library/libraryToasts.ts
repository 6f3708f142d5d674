import { categoryFailedToast } from '@/lib/documentLibrary/libraryToasts'

/** Toast texts of app.md section 8 used by the chart library. */
export const libraryToasts = {
  deleted: 'Deleted',
  deleteFailed: 'Error deleting metric',
  /** Used for creating a copy too: the catalogue has no separate clone error. */
  updateFailed: 'Error updating metric',
  /** The catalogue's toast for category failures, also on moving a chart between categories. */
  categoryFailed: categoryFailedToast,
} as const
