import { describe, expect, it } from 'vitest'
import { highlightValue } from './highlight'
import { queryWords } from './rankedIndex'

const input = (query: string, matched: string[]) => ({
  queryWords: queryWords(query),
  matchedWords: new Set(matched),
  preTag: '<em>',
  postTag: '</em>',
})

describe('highlight', () => {
  it('escapes the value before adding the tags', () => {
    expect(highlightValue('<img src=x onerror=alert(1)> btc', input('btc', ['btc']))).toEqual({
      value: '&lt;img src=x onerror=alert(1)&gt; <em>btc</em>',
      matchLevel: 'full',
      matchedWords: ['btc'],
      fullyHighlighted: false,
    })
  })

  it('marks a prefix over the prefix, a typo match whole, and says partial for some words', () => {
    expect(
      highlightValue('Bitcoin Dormancy', input('bitc dormancx eth', ['bitcoin', 'dormancy'])),
    ).toEqual({
      value: '<em>Bitc</em>oin <em>Dormancy</em>',
      matchLevel: 'partial',
      matchedWords: ['bitc', 'dormancx'],
      fullyHighlighted: false,
    })
  })

  it('highlights each entry of a list, and says none without a match', () => {
    expect(highlightValue(['BTC', 'ETH'], input('eth', ['eth']))).toEqual([
      { value: 'BTC', matchLevel: 'none', matchedWords: [] },
      { value: '<em>ETH</em>', matchLevel: 'full', matchedWords: ['eth'], fullyHighlighted: true },
    ])
    expect(highlightValue(null, input('eth', ['eth']))).toBeUndefined()
  })
})
