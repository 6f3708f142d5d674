import { describe, expect, it } from 'vitest'
import { FilterSyntaxError } from './filterExpression'
import { readSearchParams } from './searchParams'

// The parameters as JSON clients send them (typed, read without the schema) and as the legacy
// `params` string carries them (text the schema coerces) must read the same.

describe('search parameters', () => {
  it('reads typed parameters as the schema reads their text', () => {
    const typed = readSearchParams({
      query: 'btc',
      hitsPerPage: 5,
      page: 1,
      filters: 'type:chart',
      facetFilters: [['type:chart', 'type:workbench']],
      attributesToRetrieve: ['name', 'slug'],
      attributesToHighlight: ['name'],
      clickAnalytics: true,
      analyticsTags: ['overlay'],
    })
    const text = readSearchParams({
      params: new URLSearchParams({
        query: 'btc',
        hitsPerPage: '5',
        page: '1',
        filters: 'type:chart',
        facetFilters: '[["type:chart","type:workbench"]]',
        attributesToRetrieve: 'name,slug',
        attributesToHighlight: '["name"]',
        clickAnalytics: 'true',
        analyticsTags: 'overlay',
      }).toString(),
    })
    expect(typed).toEqual({ ...text, facetFilters: [['type:chart', 'type:workbench']] })
  })

  it('gives the defaults for what is not sent, the page capped at 1000 hits', () => {
    expect(readSearchParams({ hitsPerPage: 5000 })).toEqual({
      query: '',
      hitsPerPage: 1000,
      page: 0,
      filters: '',
      facetFilters: undefined,
      attributesToRetrieve: ['*'],
      attributesToHighlight: undefined,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      clickAnalytics: false,
      analyticsTags: [],
    })
  })

  it.each([
    [{ hitsPerPage: -1 }, 'hitsPerPage'],
    [{ page: 1.5 }, 'page'],
    [{ query: 'x'.repeat(513) }, 'query'],
    [{ clickAnalytics: 'yes' }, 'clickAnalytics'],
    [{ attributesToRetrieve: [1] }, 'attributesToRetrieve'],
    [{ filters: null }, 'filters'],
  ])('refuses %j, naming the parameter', (source, name) => {
    expect(() => readSearchParams(source)).toThrow(FilterSyntaxError)
    expect(() => readSearchParams(source)).toThrow(`Invalid value for ${name}`)
  })
})
