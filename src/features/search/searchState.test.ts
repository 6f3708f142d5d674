import { beforeEach, describe, expect, it } from 'vitest'
import { addRecent, clearRecent, moveActive, removeRecent, searchState } from './searchState'

describe('recent searches', () => {
  beforeEach(() => clearRecent())

  it('keeps the most recent last and drops a case-insensitive duplicate', () => {
    addRecent('Aave')
    addRecent('BTC')
    addRecent('aave')
    expect(searchState.recent).toEqual(['BTC', 'aave'])
    expect(localStorage.getItem('studio:recentSearches')).toBe('["BTC","aave"]')
  })

  it('ignores blank terms and removes single items', () => {
    addRecent('   ')
    addRecent('Uniswap')
    addRecent('Miner Revenue')
    removeRecent('Uniswap')
    expect(searchState.recent).toEqual(['Miner Revenue'])
  })
})

describe('moveActive', () => {
  it('wraps around in both directions', () => {
    searchState.activeIndex = 0
    moveActive(-1, 3)
    expect(searchState.activeIndex).toBe(2)
    moveActive(1, 3)
    expect(searchState.activeIndex).toBe(0)
  })
})
