import { describe, expect, it } from 'vitest'
import type { SearchItemRecord } from '../api/search'
import { createOfflineSearch } from './offlineSearch'

function item(objectID: string, type: SearchItemRecord['type'], name: string): SearchItemRecord {
  return {
    objectID,
    type,
    name,
    slug: objectID,
    assets: ['BTC'],
    assetTags: [],
    assetId: 'BTC',
    category: null,
    tier: 1,
    metricCode: null,
    exchanges: [],
    description: null,
    visibleBy: ['public'],
  }
}

const search = createOfflineSearch({
  items: [
    item('chart:price', 'chart', 'Bitcoin Price'),
    item('dashboard:overview', 'dashboard', 'Bitcoin Overview'),
    item('workbench:notes', 'workbench', 'Bitcoin <notes> & ideas'),
  ],
  assets: [
    {
      objectID: 'BTC',
      symbol: 'BTC',
      name: 'Bitcoin',
      assetId: 'BTC',
      tags: [],
      rank: 1,
      visibleBy: ['public'],
    },
  ],
})

describe('offline search', () => {
  it("keeps the tab's types and asks for no assets on a blank term", () => {
    const ids = (types?: SearchItemRecord['type'][]) =>
      search.search('bitcoin', types).items.hits.map((hit) => hit.objectID)
    expect(ids()).toEqual(['chart:price', 'dashboard:overview', 'workbench:notes'])
    expect(ids(['dashboard'])).toEqual(['dashboard:overview'])
    expect(ids(['chart', 'workbench'])).toEqual(['chart:price', 'workbench:notes'])
    expect(search.search('  ').assets).toBeNull()
    expect(search.search(' ').items.nbHits).toBe(3)
    expect(search.search('btc').assets?.hits.map((hit) => hit.symbol)).toEqual(['BTC'])
  })

  it('highlights a prefix over the prefix, a typo whole, and escapes the rest', () => {
    const name = (term: string) => search.search(term).items.hits[0]?._highlightResult.name
    expect(name('bitcoin pri')).toEqual({
      value: '<em>Bitcoin</em> <em>Pri</em>ce',
      matchLevel: 'full',
      matchedWords: ['bitcoin', 'pri'],
      fullyHighlighted: false,
    })
    expect(name('bitc')?.value).toBe('<em>Bitc</em>oin Price')
    expect(name('bitcon price')?.value).toBe('<em>Bitcoin</em> <em>Price</em>')
    const [hit] = search.search('ideas', ['workbench']).items.hits
    expect(hit?._highlightResult.name.value).toBe('Bitcoin &lt;notes&gt; &amp; <em>ideas</em>')
  })
})
