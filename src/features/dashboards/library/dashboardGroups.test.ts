import { describe, expect, it } from 'vitest'
import { groupDashboards } from './dashboardGroups'

const macro = { uuid: 'c-macro', name: 'Macro' }
const empty = { uuid: 'c-empty', name: 'Empty' }
const board = (uuid: string, name: string, categoryUuid: string | null) => ({
  uuid,
  categoryUuid,
  meta: { name },
})

describe('groupDashboards', () => {
  const dashboards = [
    board('d1', 'Miners', null),
    board('d2', 'Rates', 'c-macro'),
    board('d3', 'Flows', 'uncategorized'),
    board('d4', 'Liquidity', 'C-MACRO'),
    board('d5', 'Orphan', 'c-unknown'),
  ]

  it('files dashboards by category, keeps empty categories and puts Uncategorized last', () => {
    const groups = groupDashboards(dashboards, [macro, empty])
    expect(groups.map((group) => [group.name, group.documents.map((d) => d.uuid)])).toEqual([
      ['Macro', ['d2', 'd4']],
      ['Empty', []],
      ['Uncategorized', ['d1', 'd3', 'd5']],
    ])
    expect(groups[2]?.category).toBeNull()
  })

  it('never lists the default category as a category of its own', () => {
    const defaults = [
      { uuid: 'uncategorized', name: 'uncategorized' },
      { uuid: 'c-default', name: 'Default', isDefault: true },
    ]
    expect(groupDashboards(dashboards, defaults).map((group) => group.name)).toEqual([
      'Uncategorized',
    ])
  })

  it('keeps only groups with a match while filtering by name', () => {
    const groups = groupDashboards(dashboards, [macro, empty], '  RAT ')
    expect(groups.map((group) => [group.name, group.documents.map((d) => d.uuid)])).toEqual([
      ['Macro', ['d2']],
    ])
    expect(groupDashboards(dashboards, [macro], 'nothing like it')).toEqual([])
  })

  it('shows no Uncategorized heading when nothing is uncategorized', () => {
    expect(groupDashboards([board('d2', 'Rates', 'c-macro')], [macro]).map((g) => g.key)).toEqual([
      'c-macro',
    ])
  })
})
