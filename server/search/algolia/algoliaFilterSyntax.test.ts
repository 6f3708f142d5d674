import { describe, expect, it } from 'vitest'
import { chartRecord } from '@/core/search/searchRecords'
import { publicFilters, userFilters } from '../protocol/searchKeys'
import { assetsIndexSettings, itemsIndexSettings } from './algoliaIndexer'

/*
 * Real Algolia cannot be reached from here, so the filters our secured keys carry are checked
 * against the rules Algolia documents for the `filters` parameter (docs/search.md, "Algolia
 * mode", where the pages are named):
 * - boolean combinations: `(A OR B) AND C` is valid; no AND inside an OR group, no parentheses
 *   around a top-level AND, no NOT before a parenthesised group;
 * - a facet filter `attribute:value` needs the attribute in attributesForFaceting (of every
 *   index the key may query: the same key searches both); a value with a colon is quoted;
 * - a number is filtered with a numeric comparison `attribute = value` (`<`, `<=`, `=`, `!=`,
 *   `>=`, `>`), which NOT may prefix; every numeric attribute is filterable by default.
 */

const facetCondition = /^([A-Za-z_][\w.]*):("(?:[^"\\]|\\.)*"|[^\s"()]+)$/
const numericCondition = /^([A-Za-z_][\w.]*) (<|<=|=|!=|>=|>) (-?\d+(?:\.\d+)?)$/

/** The attributes an index may filter by facet: attributesForFaceting without modifiers. */
function facetsOf(settings: { attributesForFaceting?: string[] }): Set<string> {
  return new Set(
    (settings.attributesForFaceting ?? []).map((entry) => entry.replace(/^\w+\((.*)\)$/, '$1')),
  )
}

/** The records' numeric attributes (a chart has them all). */
const sample: Record<string, unknown> = chartRecord({
  metricCode: 'MarketMvrv',
  name: 'MVRV Ratio',
  shortName: 'MVRV',
  tier: 3,
  group: 'market',
  description: '',
  metricAssets: ['BTC'],
})
const isNumeric = (attribute: string) => typeof sample[attribute] === 'number'

/** Splits on `separator` outside parentheses and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i)
    if (char === '"' && text.charAt(i - 1) !== '\\') quoted = !quoted
    if (quoted) continue
    if (char === '(') depth += 1
    if (char === ')') depth -= 1
    if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i))
      start = i + separator.length
    }
  }
  parts.push(text.slice(start))
  return parts
}

/** What Algolia's documented `filters` syntax would not accept in `filters`, or would misread. */
function algoliaProblems(filters: string, facets: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const condition = (text: string) => {
    const facet = facetCondition.exec(text)
    if (facet) {
      const [, attribute = '', value = ''] = facet
      if (!facets.has(attribute)) problems.push(`${attribute} is not in attributesForFaceting`)
      if (isNumeric(attribute)) problems.push(`${attribute} is a number: compare it (${text})`)
      if (value.includes(':') && !value.startsWith('"')) problems.push(`unquoted colon: ${text}`)
      return
    }
    const numeric = numericCondition.exec(text)
    if (numeric) {
      if (!isNumeric(numeric[1] ?? '')) problems.push(`${numeric[1]} is not numeric`)
      return
    }
    problems.push(`not a filter: ${text}`)
  }
  for (const term of splitTopLevel(filters, ' AND ')) {
    const negated = term.startsWith('NOT ')
    const body = negated ? term.slice(4) : term
    const alternatives = splitTopLevel(body, ' OR ')
    if (alternatives.length > 1) {
      for (const alternative of alternatives) {
        if (alternative.startsWith('(')) problems.push(`a group inside an OR: ${alternative}`)
        else condition(alternative)
      }
    } else if (body.startsWith('(')) {
      if (negated) problems.push(`NOT before a group: ${term}`)
      if (!body.endsWith(')')) problems.push(`unbalanced: ${term}`)
      const inner = body.slice(1, -1)
      if (splitTopLevel(inner, ' AND ').length > 1) problems.push(`AND inside an OR: ${term}`)
      for (const alternative of splitTopLevel(inner, ' OR ')) condition(alternative)
    } else {
      condition(body)
    }
  }
  return problems
}

const user = { uuid: '3f1c0a52-8d6e-4b8a-9c1d-2e7f5a6b4c3d' }
// One key searches both indexes (restrictIndices holds the two): the facets both declare.
const bothIndexes = new Set(
  [...facetsOf(itemsIndexSettings)].filter((facet) => facetsOf(assetsIndexSettings).has(facet)),
)

describe("secured keys' filters in Algolia's documented syntax", () => {
  it.each([
    ['a guest', publicFilters],
    ['a user', userFilters({ ...user, plan: 'standard' })],
    ['an advanced user (no tier 3)', userFilters({ ...user, plan: 'advanced' })],
  ])('for %s', (_who, filters) => {
    expect(algoliaProblems(filters, bothIndexes)).toEqual([])
  })

  it('finds what Algolia documents as wrong', () => {
    expect(algoliaProblems('NOT tier:3', bothIndexes)).toEqual([
      'tier is not in attributesForFaceting',
      'tier is a number: compare it (tier:3)',
    ])
    expect(algoliaProblems('NOT (visibleBy:public OR visibleBy:x)', bothIndexes)).toEqual([
      'NOT before a group: NOT (visibleBy:public OR visibleBy:x)',
    ])
    expect(algoliaProblems('(visibleBy:a AND visibleBy:b) OR visibleBy:c', bothIndexes)).toEqual([
      'a group inside an OR: (visibleBy:a AND visibleBy:b)',
    ])
    expect(algoliaProblems('visibleBy:user:x', bothIndexes)).toEqual([
      'unquoted colon: visibleBy:user:x',
    ])
  })
})
