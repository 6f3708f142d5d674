import type { Kysely } from 'kysely'
import { dashboardPresets, presetItemUuid } from '../dashboards/presets'
import type { Database } from '../db/schema'
import { isUniqueViolation } from '../db/uniqueViolation'
import { conflict } from '../http/httpError'
import { workbenchPresets } from '../udm/presets'

/*
 * Creates under a uuid the app chose (an offline create replayed from its outbox, which later
 * queued edits already name). A uuid that names something already — a document of any account,
 * a preset, a preset's item — answers 409: a replay of the same create carries its
 * Idempotency-Key and gets the stored answer instead. A preset's uuid taken by a user's
 * dashboard had replaced the preset's search record for everyone (docs/security.md).
 */

export function uuidTaken(what: string) {
  return conflict(
    `A ${what} with this uuid exists already: replay a create with its Idempotency-Key`,
  )
}

/** Runs the insert; the primary key refusing the uuid becomes the 409. */
export function insertUnderClientUuid<T>(what: string, insert: () => Promise<T>): Promise<T> {
  return insert().catch((error: unknown) => {
    throw isUniqueViolation(error) ? uuidTaken(what) : error
  })
}

let reserved: ReadonlySet<string> | undefined

/** Every uuid a preset or one of its items is addressed by: fixed across releases, lowercase. */
export function presetUuids(): ReadonlySet<string> {
  reserved ??= new Set([
    ...dashboardPresets.flatMap((preset) => [
      preset.uuid,
      ...preset
        .rows(preset.defaultAsset)
        .flat()
        .map((tile) => presetItemUuid(preset.slug, tile.key)),
    ]),
    ...workbenchPresets.flatMap((preset) => [
      preset.uuid,
      ...preset.items.map((item) => item.uuid),
    ]),
  ])
  return reserved
}

/** The document tables a client uuid may create in; each one's key refuses its own uuids. */
type DocumentTable = 'dashboards' | 'udm_charts'
const otherTable: Record<DocumentTable, DocumentTable> = {
  dashboards: 'udm_charts',
  udm_charts: 'dashboards',
}

/**
 * Refuses (409) a client uuid that a preset or a preset's item has, or that a document of the
 * other kind has, whoever owns it, so one uuid names one thing wherever it is used (a link,
 * a search record, the outbox). Its own table's key refuses the rest on insert.
 */
export async function assertClientUuidFree(
  db: Kysely<Database>,
  what: string,
  table: DocumentTable,
  clientUuid: string | undefined,
): Promise<void> {
  if (clientUuid === undefined) return
  const uuid = clientUuid.toLowerCase()
  if (presetUuids().has(uuid)) throw uuidTaken(what)
  const other = await db
    .selectFrom(otherTable[table])
    .select('uuid')
    .where('uuid', '=', uuid)
    .executeTakeFirst()
  if (other !== undefined) throw uuidTaken(what)
}
