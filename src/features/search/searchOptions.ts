import type { AssetHit, ItemHit } from '@/lib/search/searchHits'
import type { SearchResults } from '@/lib/search/searchQuery'
import { assetHref, itemHref } from './resultLinks'

/**
 * Everything the arrow keys move through, in screen order: in suggestions, recent searches
 * (most recent first) then the spec's suggestions; in results, the asset strip (3 assets, then
 * a "+N" that shows the rest) then the items.
 */
export type SearchOption =
  | { kind: 'term'; id: string; term: string; recent: boolean }
  | { kind: 'asset'; id: string; hit: AssetHit; href: string }
  | { kind: 'more'; id: string; hidden: number }
  | { kind: 'item'; id: string; hit: ItemHit; href: string }

type Unplaced = SearchOption extends infer O ? (O extends unknown ? Omit<O, 'id'> : never) : never

/** The asset strip shows this many before "+N". */
export const assetsShown = 3

export const optionId = (i: number) => `search-option-${i}`

export function suggestionOptions(
  recent: readonly string[],
  suggestions: readonly string[],
): SearchOption[] {
  return [
    ...[...recent].reverse().map((term) => ({ kind: 'term' as const, term, recent: true })),
    ...suggestions.map((term) => ({ kind: 'term' as const, term, recent: false })),
  ].map((option, i) => ({ ...option, id: optionId(i) }))
}

export function resultOptions(
  results: SearchResults,
  assetsExpanded: boolean,
  currentAsset: string | undefined,
): SearchOption[] {
  const assets = results.assets.hits
  const shown = assetsExpanded ? assets : assets.slice(0, assetsShown)
  const options: Unplaced[] = [
    ...shown.map((hit) => ({ kind: 'asset' as const, hit, href: assetHref(hit) })),
    ...(shown.length < assets.length
      ? [{ kind: 'more' as const, hidden: assets.length - shown.length }]
      : []),
    ...results.items.hits.map((hit) => ({
      kind: 'item' as const,
      hit,
      href: itemHref(hit, currentAsset),
    })),
  ]
  return options.map((option, i) => ({ ...option, id: optionId(i) }) as SearchOption)
}
