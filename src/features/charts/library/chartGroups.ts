import type { ChartSummary, UdmCategory } from '@/core/api/udm'

/** A heading of the My charts list: one of the user's categories, or the charts without one. */
export interface ChartGroup {
  /** The category's uuid, or "uncategorized". */
  key: string
  name: string
  /** Null for Uncategorized, which cannot be renamed or deleted. */
  category: UdmCategory | null
  charts: ChartSummary[]
}

export const uncategorizedKey = 'uncategorized'
export const uncategorizedName = 'Uncategorized'

function matches(chart: ChartSummary, needle: string): boolean {
  return (
    needle === '' ||
    chart.name.toLowerCase().includes(needle) ||
    chart.description.toLowerCase().includes(needle)
  )
}

/**
 * The charts under their categories, in the categories' order (by name, as the server lists
 * them), Uncategorized last. Without a filter every category shows, empty ones too, so a new
 * category can be seen, renamed or deleted; with one only groups holding a match remain.
 */
export function groupChartsByCategory(
  charts: readonly ChartSummary[],
  categories: readonly UdmCategory[],
  filter = '',
): ChartGroup[] {
  const needle = filter.trim().toLowerCase()
  const known = new Set(categories.map((category) => category.uuid.toLowerCase()))
  const groups: ChartGroup[] = categories.map((category) => ({
    key: category.uuid,
    name: category.name,
    category,
    charts: [],
  }))
  const byKey = new Map(groups.map((group) => [group.key.toLowerCase(), group]))
  const uncategorized: ChartGroup = {
    key: uncategorizedKey,
    name: uncategorizedName,
    category: null,
    charts: [],
  }
  for (const chart of charts) {
    if (!matches(chart, needle)) continue
    // A chart filed in a category the list has not caught up with yet (created elsewhere a
    // moment ago) is shown as uncategorized until the categories are refetched.
    const uuid = chart.categoryUuid?.toLowerCase()
    const group = uuid !== undefined && known.has(uuid) ? byKey.get(uuid) : undefined
    ;(group ?? uncategorized).charts.push(chart)
  }
  const all = uncategorized.charts.length > 0 ? [...groups, uncategorized] : groups
  return needle === '' ? all : all.filter((group) => group.charts.length > 0)
}
