import { z } from 'zod'
import { uuidSchema } from '../identifiers'
import { assetSymbolSchema, singleLineText } from './udmItems'

/*
 * Pieces the chart and dashboard contracts (udm.ts, dashboards.ts) define alike, so the two
 * document APIs keep answering the same shape for them.
 */

/** What a list entry tells of a document's items. */
export const itemsSummaryShape = {
  itemCount: z.number().int().nonnegative(),
  /** The distinct assets of the metric items, in item order. */
  assets: z.array(assetSymbolSchema),
}

/**
 * `clientUuid` of a create: a uuid the app chose for the new document (stored lowercased), so a
 * create made offline is replayed under it and later edits queued meanwhile can already name it.
 * Not `uuid`: a read answer sent back to save a copy carries the original's `uuid`, ignored.
 */
export const clientUuidSchema = uuidSchema.transform((uuid) => uuid.toLowerCase()).optional()

/**
 * The body that creates or renames a category: its name, and on create the uuid the app chose.
 */
export function categoryNameInputSchema(maxLength: number) {
  return z.strictObject({ name: singleLineText(maxLength), clientUuid: clientUuidSchema })
}
