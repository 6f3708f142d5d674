import { categoryInputSchema, type UdmCategory } from '@/core/api/udm'
import type { DocumentLibrary } from '@/lib/documentLibrary/documentLibrary'
import {
  createChartCategoryOperation,
  deleteChartCategoryOperation,
  renameChartCategoryOperation,
} from '@/lib/udm/chartOperations'

/** The chart library (My charts) as the shared document library sees it. */
export const chartLibrary: DocumentLibrary<UdmCategory> = {
  noun: { one: 'chart', many: 'charts' },
  categoryNameError(name) {
    const parsed = categoryInputSchema.safeParse({ name })
    return parsed.success ? undefined : parsed.error.issues[0]?.message
  },
  createCategory: createChartCategoryOperation,
  renameCategory: renameChartCategoryOperation,
  deleteCategory: deleteChartCategoryOperation,
  panel: {
    placeholder: 'workbenches',
    guest: 'Your saved charts and workbenches appear here.',
    offlineSubject: 'your saved charts',
    empty: {
      title: 'No saved charts yet',
      hint: 'Edit any chart and save it: it is kept here, ready to open again.',
    },
    search: 'Filter my charts',
    headingLevel: 2,
  },
}
