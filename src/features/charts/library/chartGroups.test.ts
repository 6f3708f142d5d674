import { describe, expect, it } from 'vitest'
import { groupChartsByCategory } from './chartGroups'
import {
  categoryUuids,
  chartCategory as category,
  chartSummary as summary,
} from '@/lib/documentLibrary/libraryFixtures'

const macro = category('Macro', categoryUuids.macro)
const onchain = category('On-chain', categoryUuids.onchain)
const names = (groups: ReturnType<typeof groupChartsByCategory>) =>
  groups.map((group) => [group.name, group.documents.map((chart) => chart.name)])

describe('groupChartsByCategory', () => {
  it('files charts under their categories in the list order, Uncategorized last', () => {
    const charts = [
      summary('Loose one'),
      summary('MVRV', { categoryUuid: categoryUuids.onchain }),
      summary('Rates', { categoryUuid: categoryUuids.macro }),
      summary('SOPR', { categoryUuid: categoryUuids.onchain }),
    ]
    expect(names(groupChartsByCategory(charts, [macro, onchain]))).toEqual([
      ['Macro', ['Rates']],
      ['On-chain', ['MVRV', 'SOPR']],
      ['Uncategorized', ['Loose one']],
    ])
  })

  it('keeps empty categories without a filter and leaves Uncategorized out when empty', () => {
    const groups = groupChartsByCategory([], [macro])
    expect(names(groups)).toEqual([['Macro', []]])
    expect(groups[0]?.category).toBe(macro)
  })

  it('matches category uuids in any letter case', () => {
    const charts = [summary('Rates', { categoryUuid: categoryUuids.macro.toUpperCase() })]
    expect(names(groupChartsByCategory(charts, [macro]))).toEqual([['Macro', ['Rates']]])
  })

  it('shows a chart of a category not listed yet as uncategorized', () => {
    const charts = [summary('New', { categoryUuid: categoryUuids.onchain })]
    expect(names(groupChartsByCategory(charts, [macro]))).toEqual([
      ['Macro', []],
      ['Uncategorized', ['New']],
    ])
  })

  it('filters by name or description, ignoring case, and drops groups left empty', () => {
    const charts = [
      summary('MVRV', { categoryUuid: categoryUuids.onchain }),
      summary('Rates', { categoryUuid: categoryUuids.macro, description: 'Fed funds vs mvrv' }),
      summary('Hash ribbons'),
    ]
    expect(names(groupChartsByCategory(charts, [macro, onchain], '  mvrv '))).toEqual([
      ['Macro', ['Rates']],
      ['On-chain', ['MVRV']],
    ])
    expect(groupChartsByCategory(charts, [macro, onchain], 'nothing')).toEqual([])
  })
})
