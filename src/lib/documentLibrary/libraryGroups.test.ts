import { describe, expect, it } from 'vitest'
import { countByCategory, isUncategorized, matchesFilter, ownCategories } from './libraryGroups'

describe('name rules', () => {
  it('matches names without case and ignores a blank filter', () => {
    expect(matchesFilter(['Bitcoin Miners'], 'miner')).toBe(true)
    expect(matchesFilter(['Bitcoin Miners'], '   ')).toBe(true)
    expect(matchesFilter(['Bitcoin Miners'], 'eth')).toBe(false)
  })

  it('reads an absent or "uncategorized" category as the default one', () => {
    expect(isUncategorized(null)).toBe(true)
    expect(isUncategorized('Uncategorized')).toBe(true)
    expect(isUncategorized('c-macro')).toBe(false)
  })

  it('matches any of the texts given (a chart by its name or its description)', () => {
    expect(matchesFilter(['Rates', 'Fed funds vs MVRV'], 'mvrv')).toBe(true)
    expect(matchesFilter(['Rates', ''], 'mvrv')).toBe(false)
  })
})

describe('ownCategories', () => {
  it("leaves out the dashboards' default category, by flag or by its uuid", () => {
    const macro = { uuid: 'c-macro', name: 'Macro' }
    expect(
      ownCategories([
        { uuid: 'uncategorized', name: 'uncategorized' },
        { uuid: 'c-default', name: 'Default', isDefault: true },
        macro,
      ]),
    ).toEqual([macro])
  })
})

describe('countByCategory', () => {
  it('counts the documents of each category without letter case, the uncategorized under ""', () => {
    const counts = countByCategory([
      { uuid: 'd1', categoryUuid: 'C-MACRO' },
      { uuid: 'd2', categoryUuid: 'c-macro' },
      { uuid: 'd3', categoryUuid: null },
    ])
    expect(Object.fromEntries(counts)).toEqual({ 'c-macro': 2, '': 1 })
  })
})
