import { z } from 'zod'
import { searchAssetRecordSchema, searchItemRecordSchema } from '@/core/api/search'

/*
 * Hits as the overlay reads them: the index records (src/core/api/search.ts) without the
 * visibility facet, which is the server's business, plus the highlighted name.
 */

const highlightSchema = z.object({ name: z.object({ value: z.string() }).optional() }).optional()

export const itemHitSchema = searchItemRecordSchema
  .omit({ visibleBy: true })
  .extend({ _highlightResult: highlightSchema })

export const assetHitSchema = searchAssetRecordSchema
  .omit({ visibleBy: true })
  .extend({ _highlightResult: highlightSchema })

type ItemHitRecord = z.infer<typeof itemHitSchema>
type AssetHitRecord = z.infer<typeof assetHitSchema>

/**
 * Where a hit sits in its answer: Algolia's 1-based position. (The answer's queryID is the
 * answer's, not the hit's: a hit stays equal from one answer to the next, so TanStack Query's
 * structural sharing keeps it, and its row, when a search is asked again.)
 */
interface HitPlace {
  /** 1-based, across pages, as Insights' `positions` want it. */
  position: number
  /** `name` with the matched parts between <em> and </em>, or null without a highlight. */
  highlightedName: string | null
}

/** A record as an index answers it, maybe with the highlighted name. */
export interface HighlightedRecord {
  _highlightResult?: { name?: { value: string } | undefined } | undefined
}

export type Placed<R extends HighlightedRecord> = Omit<R, '_highlightResult'> & HitPlace
export type ItemHit = Placed<ItemHitRecord>
export type AssetHit = Placed<AssetHitRecord>

export function placed<R extends HighlightedRecord>(record: R, position: number): Placed<R> {
  const { _highlightResult, ...rest } = record
  return { ...rest, position, highlightedName: _highlightResult?.name?.value ?? null }
}
