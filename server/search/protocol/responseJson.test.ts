import { describe, expect, it } from 'vitest'
import { searchRouteSchemas } from '../../routeSchemas/searchSchemas'
import { multiQueryJson, searchResponseJson } from './responseJson'
import { retrieve, type SearchResponse } from './runQuery'

const record = {
  objectID: 'chart:MarketMvrv',
  name: 'MVRV "Ratio"',
  assets: ['BTC', 'ETH'],
  tier: 2,
  description: null,
  visibleBy: ['public'],
}

function response(attributes: string[]): SearchResponse {
  return {
    hits: [
      {
        record,
        attributes,
        highlightResult: {
          name: {
            value: '<em>MVRV</em> &quot;Ratio&quot;',
            matchLevel: 'partial',
            matchedWords: ['mvrv'],
          },
        },
      },
    ],
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true, typo: true },
    query: 'mvrv',
    params: 'query=mvrv',
    index: 'studio_items',
    queryID: 'a'.repeat(32),
  }
}

/** The answer as JSON.stringify writes the same objects. */
function expected(responses: SearchResponse[]) {
  return {
    results: responses.map(({ hits, ...rest }) => ({
      hits: hits.map((hit) => ({
        ...retrieve(hit.record, hit.attributes),
        _highlightResult: hit.highlightResult,
      })),
      ...rest,
    })),
  }
}

describe('the JSON of search answers', () => {
  it.each([[['*']], [['name', 'assets']], [['*', '-visibleBy']], [['nothing']]])(
    'writes what JSON.stringify would, retrieving %j',
    (attributes) => {
      const responses = [response(attributes), response(attributes)]
      expect(JSON.parse(multiQueryJson(responses))).toEqual(expected(responses))
    },
  )

  it("matches the routes' declared answers (the serializer's check does not see strings)", () => {
    const multi = JSON.parse(multiQueryJson([response(['*']), response(['name'])])) as unknown
    expect(searchRouteSchemas.multiQuery.response[200].safeParse(multi).success).toBe(true)
    const single = JSON.parse(searchResponseJson(response(['*']))) as unknown
    expect(searchRouteSchemas.query.response[200].safeParse(single).success).toBe(true)
  })

  it('writes a record anew once it is replaced (a new object)', () => {
    const first = JSON.parse(multiQueryJson([response(['*'])]))
    const renamed = response(['*'])
    const hit = renamed.hits[0]
    if (hit === undefined) throw new Error('one hit expected')
    hit.record = { ...record, name: 'Renamed' }
    expect(first.results[0].hits[0].name).toBe('MVRV "Ratio"')
    expect(JSON.parse(multiQueryJson([renamed])).results[0].hits[0].name).toBe('Renamed')
  })
})
