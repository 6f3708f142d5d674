import type { ChartSummary, UdmCategory } from '@/core/api/udm'
import { groupByCategory, type LibraryGroup } from '@/lib/documentLibrary/libraryGroups'

/** A heading of the My charts list: one of the user's categories, or the charts without one. */
export type ChartGroup = LibraryGroup<ChartSummary, UdmCategory>

/**
 * The charts under their categories, in the categories' order (by name, as the server lists
 * them), Uncategorized last; a filter matches a chart's name or description.
 */
export function groupChartsByCategory(
  charts: readonly ChartSummary[],
  categories: readonly UdmCategory[],
  filter = '',
): ChartGroup[] {
  return groupByCategory(charts, categories, filter, (chart) => [chart.name, chart.description])
}
