import { z } from 'zod'
import { slugPattern, uuidSchema } from '../identifiers'
import { assetSymbolSchema, metricCodeSchema, singleLineText } from './udmItems'

/*
 * Favourites (app.md sections 3, 4 and 7, /v1/user/favorites): the user's starred metrics and
 * dashboards, one list per user. The list is versioned like a document; single favourites are
 * added and removed by id so that edits made on two devices never erase each other.
 * docs/api.md, "Favourites".
 */

export const favoriteLimits = {
  maxFavorites: 500,
  maxNameLength: 200,
} as const

export const favoriteConfigTypes = ['metric', 'dashboard'] as const
export type FavoriteConfigType = (typeof favoriteConfigTypes)[number]

/** A favourite's id: chosen by the app (a uuid is the intended use), safe in a path. */
export const favoriteIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Must be 1 to 100 letters, digits, "-" or "_", such as a uuid')

const slugSchema = z.string().regex(slugPattern, 'Must be a lowercase-hyphen slug')

export const favoriteMetaSchema = z.strictObject({
  asset: assetSymbolSchema.nullable().optional(),
  slug: slugSchema.nullable().optional(),
  uuid: uuidSchema
    .transform((uuid) => uuid.toLowerCase())
    .nullable()
    .optional(),
  metricCode: metricCodeSchema.nullable().optional(),
})

export const favoriteSchema = z
  .strictObject({
    id: favoriteIdSchema,
    configType: z.enum(favoriteConfigTypes),
    meta: favoriteMetaSchema,
    extra: z.object({ name: singleLineText(favoriteLimits.maxNameLength) }),
  })
  .superRefine((favorite, context) => {
    const { meta } = favorite
    if (favorite.configType === 'metric' && (meta.metricCode == null || meta.asset == null)) {
      context.addIssue({
        code: 'custom',
        path: ['meta'],
        message: 'A metric favourite needs metricCode and asset',
      })
    }
    if (favorite.configType === 'dashboard' && meta.uuid == null && meta.slug == null) {
      context.addIssue({
        code: 'custom',
        path: ['meta'],
        message: 'A dashboard favourite needs a uuid or a slug',
      })
    }
  })
export type Favorite = z.output<typeof favoriteSchema>
export type FavoriteInput = z.input<typeof favoriteSchema>

/** Whether an entry has a name to show; nameless favourites are dropped (app.md section 3). */
function hasName(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false
  const extra = (entry as { extra?: unknown }).extra
  if (typeof extra !== 'object' || extra === null) return false
  const name = (extra as { name?: unknown }).name
  return typeof name === 'string' && name.trim() !== ''
}

/**
 * A list of favourites, as read and as written whole: entries without `extra.name` are dropped
 * before the rest is checked, and a favourite listed twice (same id, or the same metric or
 * dashboard) is kept once, first place wins.
 */
export const favoriteListItemsSchema = z
  .array(z.unknown())
  .transform((entries) => entries.filter(hasName))
  .pipe(
    z
      .array(favoriteSchema)
      .max(
        favoriteLimits.maxFavorites,
        `A list holds at most ${favoriteLimits.maxFavorites} favourites`,
      ),
  )
  .transform(dedupeFavorites)

/** GET /v1/user/favorites and the answer of every favourites write. */
export const favoriteListSchema = z.object({
  data: favoriteListItemsSchema,
  version: z.number().int().positive(),
})
export type FavoriteList = z.output<typeof favoriteListSchema>

/** PUT /v1/user/favorites: the whole list, as `{ data: [...] }` or as the bare array. */
export const replaceFavoritesRequestSchema = z
  .preprocess(
    // The bare array is read as `{ data }`, so errors name `data.{index}` either way.
    (body) => (Array.isArray(body) ? { data: body } : body),
    z.strictObject({ data: favoriteListItemsSchema }),
  )
  .transform((body) => body.data)

/** What identifies what a favourite points at, for matching (app.md section 4). */
export type FavoriteTarget = Pick<Favorite, 'configType'> & {
  meta: z.input<typeof favoriteMetaSchema>
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.toLowerCase() === b.toLowerCase()

/**
 * Whether two favourites point at the same thing: dashboards by uuid, or by slug and asset (a
 * preset opened for one asset); metrics by metric code and asset. This is how the star of a
 * dashboard or chart knows whether it is on, and how a favourite is found to be removed.
 */
export function isSameFavorite(a: FavoriteTarget, b: FavoriteTarget): boolean {
  if (a.configType !== b.configType) return false
  if (a.configType === 'dashboard') {
    if (same(a.meta.uuid, b.meta.uuid)) return true
    return same(a.meta.slug, b.meta.slug) && (a.meta.asset ?? null) === (b.meta.asset ?? null)
  }
  return same(a.meta.metricCode, b.meta.metricCode) && same(a.meta.asset, b.meta.asset)
}

/** The favourite that points at `target`, if the list has one. */
export function findFavorite<T extends FavoriteTarget>(
  list: readonly T[],
  target: FavoriteTarget,
): T | undefined {
  return list.find((favorite) => isSameFavorite(favorite, target))
}

/** Kept once: a later entry with the id or the target of an earlier one is dropped. */
export function dedupeFavorites(list: readonly Favorite[]): Favorite[] {
  const kept: Favorite[] = []
  for (const favorite of list) {
    if (kept.some((k) => k.id === favorite.id || isSameFavorite(k, favorite))) continue
    kept.push(favorite)
  }
  return kept
}

/**
 * The list with `favorite` in it: in place of the entry with its id or target (a second device
 * starring the same metric replaces rather than duplicates), else appended.
 */
export function upsertFavorite(list: readonly Favorite[], favorite: Favorite): Favorite[] {
  const result: Favorite[] = []
  let placed = false
  for (const kept of list) {
    if (kept.id !== favorite.id && !isSameFavorite(kept, favorite)) {
      result.push(kept)
    } else if (!placed) {
      result.push(favorite)
      placed = true
    }
  }
  return placed ? result : [...result, favorite]
}

/** The list without the favourite of this id (unchanged when there is none). */
export function removeFavorite(list: readonly Favorite[], id: string): Favorite[] {
  return list.filter((favorite) => favorite.id !== id)
}
