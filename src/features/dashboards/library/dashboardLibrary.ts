import { dashboardCategoryInputSchema, type DashboardCategory } from '@/core/api/dashboards'
import {
  createDashboardCategoryOperation,
  deleteDashboardCategoryOperation,
  renameDashboardCategoryOperation,
} from '@/lib/dashboards/dashboardCategoryOperations'
import type { DocumentLibrary } from '@/lib/documentLibrary/documentLibrary'

/** The dashboards list (My dashboards) as the shared document library sees it. */
export const dashboardLibrary: DocumentLibrary<DashboardCategory> = {
  noun: { one: 'dashboard', many: 'dashboards' },
  categoryNameError(name) {
    const parsed = dashboardCategoryInputSchema.safeParse({ name })
    return parsed.success ? undefined : parsed.error.issues[0]?.message
  },
  createCategory: createDashboardCategoryOperation,
  renameCategory: renameDashboardCategoryOperation,
  deleteCategory: deleteDashboardCategoryOperation,
  panel: {
    placeholder: 'dashboards',
    guest: 'Your dashboards appear here.',
    offlineSubject: 'your dashboards',
    empty: {
      title: 'No dashboards yet',
      hint: 'Create one with New dashboard and add metrics, notes and videos to it.',
    },
    search: 'Search dashboards',
    headingLevel: 3,
  },
}
