import { isSlug, isUuid } from '../identifiers'

/**
 * What a /charts/{id} address names (app.md section 2: a slug, uuid or metric code): a saved
 * chart or workbench (a uuid, or a starter workbench's slug), or a catalog metric (its code or
 * slug). Only a slug can be either; `presetSlugs` answers it, and while the presets are not
 * known yet the kind is pending. The app asks for a metric's chart page only for a metric, so a
 * saved chart never costs a failed request.
 */
export type ChartIdKind = 'saved' | 'metric' | 'pending'

export function chartIdKind(id: string, presetSlugs: readonly string[] | undefined): ChartIdKind {
  if (isUuid(id)) return 'saved'
  if (!isSlug(id)) return 'metric'
  if (presetSlugs === undefined) return 'pending'
  return presetSlugs.includes(id) ? 'saved' : 'metric'
}
