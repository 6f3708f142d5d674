import { z } from 'zod'
import { globalSearchFields, lenient, pageSchema, searchObject } from './searchParams'

/*
 * The address state of the content pages (app.md section 2: page; the changelog's year), parsed
 * leniently like every route's: an invalid value is dropped and the default applies.
 */

/** `/insights?page=2`. */
export const insightsSearchSchema = searchObject({
  ...globalSearchFields,
  page: lenient(pageSchema),
})

/** `/changelog?year=2026&page=2`: the What's New items of one year, or of all. */
export const changelogSearchSchema = searchObject({
  ...globalSearchFields,
  page: lenient(pageSchema),
  year: lenient(
    z.preprocess(
      (v) => (typeof v === 'string' ? Number(v) : v),
      z.number().int().min(2000).max(9999),
    ),
  ),
})
