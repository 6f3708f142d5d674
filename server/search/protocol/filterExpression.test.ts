import { describe, expect, it } from 'vitest'
import { parseFacetFilters } from './facetFilters'
import {
  FilterSyntaxError,
  parseFilters,
  parseFiltersWithScope,
  type FilterableRecord,
} from './filterExpression'

const records: FilterableRecord[] = [
  { objectID: 'a', type: 'chart', tier: 1, visibleBy: ['public'], name: 'Price' },
  { objectID: 'b', type: 'chart', tier: 3, visibleBy: ['public'], name: 'Dormancy' },
  { objectID: 'c', type: 'dashboard', tier: 1, visibleBy: ['user:ada'], name: 'My board' },
  { objectID: 'd', type: 'workbench', tier: 2.1, visibleBy: ['user:bob'], name: 'Two words' },
  { objectID: 'e', symbol: 'BTC', visibleBy: ['public'] },
]

function ids(filters: string): string[] {
  const predicate = parseFilters(filters)
  return records.filter((record) => predicate?.(record) ?? true).map((r) => String(r.objectID))
}

function facetIds(facetFilters: unknown): string[] {
  const predicate = parseFacetFilters(facetFilters)
  return records.filter((record) => predicate?.(record) ?? true).map((r) => String(r.objectID))
}

describe('filters', () => {
  it('matches facet values in scalars and lists, without case', () => {
    expect(ids('type:chart')).toEqual(['a', 'b'])
    expect(ids('type:CHART')).toEqual(['a', 'b'])
    expect(ids('visibleBy:public')).toEqual(['a', 'b', 'e'])
    expect(ids('name:"Two words"')).toEqual(['d'])
  })

  it('matches a value whose lowercase is longer than itself (U+0130)', () => {
    const istanbul = { objectID: 'i', city: ['\u0130stanbul'] }
    // "İ" lowercases to "i" and a combining dot: two code units for one.
    expect(parseFilters('city:"i\u0307stanbul"')?.(istanbul)).toBe(true)
    expect(parseFilters('city:istanbul')?.(istanbul)).toBe(false)
  })

  it('reads a value with colons, quoted or not', () => {
    expect(ids('visibleBy:user:ada')).toEqual(['c'])
    expect(ids('visibleBy:"user:bob"')).toEqual(['d'])
  })

  it('compares numbers; records without the attribute match no comparison', () => {
    expect(ids('tier < 3')).toEqual(['a', 'c', 'd'])
    expect(ids('tier<=2.1')).toEqual(['a', 'c', 'd'])
    expect(ids('tier = 3')).toEqual(['b'])
    expect(ids('tier != 1')).toEqual(['b', 'd'])
    expect(ids('tier >= 2')).toEqual(['b', 'd'])
    expect(ids('tier > 2.1')).toEqual(['b'])
  })

  it('combines with NOT, AND, OR and parentheses, AND binding tighter', () => {
    expect(ids('NOT type:chart')).toEqual(['c', 'd', 'e'])
    expect(ids('type:chart AND NOT tier:3')).toEqual(['a'])
    expect(ids('type:dashboard OR type:chart AND tier < 3')).toEqual(['a', 'c'])
    expect(ids('(type:dashboard OR type:chart) AND tier < 3')).toEqual(['a', 'c'])
    expect(ids('(visibleBy:public OR visibleBy:"user:ada") AND NOT tier:3')).toEqual([
      'a',
      'c',
      'e',
    ])
    expect(ids('NOT (type:chart OR type:dashboard)')).toEqual(['d', 'e'])
  })

  it('treats a blank filter as none', () => {
    expect(parseFilters('   ')).toBeUndefined()
  })

  it.each([
    ['type:', 'Expected a value'],
    ['type chart', 'Expected ":" or a comparison'],
    ['(type:chart', 'Expected ")"'],
    ['type:chart)', 'Unexpected ")"'],
    ['type:chart AND', 'Expected an attribute'],
    ['tier < x', 'Expected a number'],
    ['tier:1 TO 3', 'TO'],
    ['type:"chart', 'Unterminated string'],
    ['type:chart OR OR type:x', 'Expected an attribute'],
    ['tier ! 3', 'Unexpected character'],
  ])('refuses %j', (filters, message) => {
    expect(() => parseFilters(filters)).toThrow(FilterSyntaxError)
    expect(() => parseFilters(filters)).toThrow(message)
  })

  it('bounds nesting and length', () => {
    expect(() => parseFilters(`${'('.repeat(40)}type:chart${')'.repeat(40)}`)).toThrow('nest')
    expect(() => parseFilters(`type:${'x'.repeat(5000)}`)).toThrow('longer')
  })
})

describe('the facet values a filter requires (its scope)', () => {
  const visibleBy = (filters: string) => {
    const values = parseFiltersWithScope(filters)?.scope.get('visibleBy')
    return values === undefined ? undefined : [...values].sort()
  }

  it('reads the values of a secured key, lowercase', () => {
    expect(visibleBy('(visibleBy:public OR visibleBy:"user:Ada") AND NOT tier:3')).toEqual([
      'public',
      'user:ada',
    ])
    expect(visibleBy('visibleBy:public')).toEqual(['public'])
  })

  it('requires nothing of an attribute one branch of an OR leaves free, or under a NOT', () => {
    expect(visibleBy('visibleBy:public OR tier:3')).toBeUndefined()
    expect(visibleBy('NOT visibleBy:"user:bob"')).toBeUndefined()
    expect(visibleBy('tier < 3')).toBeUndefined()
  })

  it('keeps one side of an AND, never their intersection (a list may hold one of each)', () => {
    expect(visibleBy('visibleBy:a AND (visibleBy:b OR visibleBy:c)')).toEqual(['a'])
    // A record visible by a and b passes; an intersection would have required neither.
    expect(ids('visibleBy:public AND visibleBy:"user:ada"')).toEqual([])
    expect(visibleBy('visibleBy:public AND visibleBy:"user:ada"')).toHaveLength(1)
  })

  it('is never narrower than the predicate: every record that passes holds a scope value', () => {
    const filters = [
      '(visibleBy:public OR visibleBy:"user:ada") AND NOT tier:3',
      'visibleBy:"user:bob" OR (visibleBy:public AND type:chart)',
      'type:dashboard AND visibleBy:user:ada',
    ]
    for (const filter of filters) {
      const parsed = parseFiltersWithScope(filter)
      const scope = parsed?.scope.get('visibleBy')
      expect(scope).toBeDefined()
      for (const record of records.filter((r) => parsed?.test(r) ?? true)) {
        const held = (record.visibleBy as string[]).map((value) => value.toLowerCase())
        expect(held.some((value) => scope?.has(value))).toBe(true)
      }
    }
  })
})

describe('facetFilters', () => {
  it('ANDs a list, ORs a nested list, negates a leading minus', () => {
    expect(facetIds('type:chart')).toEqual(['a', 'b'])
    expect(facetIds(['type:chart', 'tier:3'])).toEqual(['b'])
    expect(facetIds([['type:dashboard', 'type:workbench']])).toEqual(['c', 'd'])
    expect(facetIds(['-type:chart', ['visibleBy:public', 'visibleBy:user:ada']])).toEqual([
      'c',
      'e',
    ])
  })

  it('takes the JSON text of a list, as a params string carries it', () => {
    expect(facetIds('["type:chart","-tier:3"]')).toEqual(['a'])
  })

  it('refuses other shapes', () => {
    expect(() => parseFacetFilters([[['type:chart']]])).toThrow(FilterSyntaxError)
    expect(() => parseFacetFilters(['nocolon'])).toThrow(FilterSyntaxError)
    expect(() => parseFacetFilters({ type: 'chart' })).toThrow(FilterSyntaxError)
  })
})
