/** The toasts of app.md section 8 shown by the dashboard page and the dashboards list. */
export const dashboardToasts = {
  saved: 'Dashboard saved',
  /** Kept in the outbox: no connection, or the server did not answer in time. */
  savedOnDevice: 'Saved on this device: it syncs when you are back online',
  deleted: 'Deleted',
  deleteFailed: 'Error deleting dashboard',
  createFailed: 'Error creating dashboard',
  updateFailed: 'Error updating dashboard',
  moved: 'Dashboard moved successfully',
} as const
