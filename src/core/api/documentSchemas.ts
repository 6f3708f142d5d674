import { z } from 'zod'
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

/** The body that creates or renames a category: its name. */
export function categoryNameInputSchema(maxLength: number) {
  return z.strictObject({ name: singleLineText(maxLength) })
}
