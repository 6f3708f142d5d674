import { describe, expect, it } from 'vitest'
import { createRankedIndex } from './rankedIndex'
import { typosAllowed, withinTypos } from './typoTolerance'

describe('the typo rule', () => {
  it("allows Algolia's default: none under 4 letters, one from 4, two from 8, never three", () => {
    const allowed = ['eth', 'aave', 'bitcon', 'etherum', 'ethereun', 'capitalizatio']
      .concat(['capitalization', 'decentralization', 'supercalifragilisticexpialidocious'])
      .map((word) => [word.length, typosAllowed(word)])
    expect(allowed).toEqual([
      [3, 0],
      [4, 1],
      [6, 1],
      [7, 1],
      [8, 2],
      [13, 2],
      [14, 2],
      [16, 2],
      [34, 2],
    ])
  })

  it('counts typos against the word or its start', () => {
    expect(withinTypos('bitcon', 'bitcoin')).toBe(true)
    expect(withinTypos('etx', 'eth')).toBe(false)
    expect(withinTypos('kapitalisation', 'capitalization')).toBe(true)
    expect(withinTypos('kapitalisatian', 'capitalization')).toBe(false)
    // A prefix still being typed, with a typo: "capitalis" starts "capitalization".
    expect(withinTypos('kapitalis', 'capitalization')).toBe(true)
  })

  it('is the rule the index matches with', () => {
    const index = createRankedIndex<{ objectID: string; name: string }>({
      fields: [{ attribute: 'name', boost: 1, text: (record) => record.name }],
      bucket: () => 0,
      byScore: true,
      compare: (a, b) => a.objectID.localeCompare(b.objectID),
      visibleBy: () => ['public'],
    })
    index.upsert([{ objectID: 'cap', name: 'Capitalization' }])
    const found = (query: string) =>
      index.search({ query, page: 0, hitsPerPage: 5 }).hits.map((hit) => hit.record.objectID)
    expect(found('kapitalisation')).toEqual(['cap'])
    // Three typos in a 14-letter word: one typo per 5 letters would have allowed them.
    expect(found('kapitalisatian ')).toEqual([])
  })
})
