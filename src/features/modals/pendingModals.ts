/** Modals owned by the dashboard and workbench editors; shown as their frame until opened there. */
export const pendingModalTitles = {
  dashboardAddMetric: 'Add metric',
  dashboardAddFavorite: 'Add favourite',
  dashboardClone: 'Clone dashboard',
  dashboardAddVideo: 'Add video',
  dashboardEditVideo: 'Edit video',
  workbenchAddMetric: 'Add metric',
  workbenchEditFormula: 'Edit formula',
} as const

export type PendingModal = keyof typeof pendingModalTitles
