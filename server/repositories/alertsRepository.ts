import { sql, type Kysely, type Selectable } from 'kysely'
import type { Alert, AlertDisabledReason } from '@/core/api/alerts'
import { dbBoolean, fromDbBoolean } from '../db/booleans'
import type { AlertsTable } from '../db/alertTables'
import type { Database } from '../db/schema'
import { versionedRows } from './versionedRows'

/** What an alert holds, as its owner wrote it and the server completed it. */
export type AlertFields = Omit<Alert, 'uuid' | 'modifier' | 'version' | 'createdAt' | 'updatedAt'>

/** An alert as the server holds it. Times in milliseconds. */
export interface StoredAlert extends AlertFields {
  uuid: string
  ownerUuid: string
  version: number
  createdAt: number
  updatedAt: number
}

export interface AlertsRepository {
  /** The owner's alerts, oldest first. */
  listByOwner(ownerUuid: string): Promise<StoredAlert[]>
  /** Any user's alert of this uuid (routes answer another user's as missing). */
  find(uuid: string): Promise<StoredAlert | undefined>
  /** Those of these uuids that exist, any user's (the outbox's batch of deliveries). */
  findMany(uuids: readonly string[]): Promise<StoredAlert[]>
  countByOwner(ownerUuid: string): Promise<number>
  /**
   * Holds the owner's account row until the transaction ends, so that the owner's creates run
   * one after another: a count then an insert cannot interleave with another instance's and
   * exceed the limit. A row write is the one lock both databases take alike: a row lock on
   * PostgreSQL (a second instance waits for the commit, then counts anew), the write lock on
   * SQLite. Call it first in the transaction.
   */
  lockOwner(ownerUuid: string): Promise<void>
  /** A new alert at version 1, under `uuid` (checked free by the caller) or a fresh one. */
  create(ownerUuid: string, fields: AlertFields, now: number, uuid?: string): Promise<StoredAlert>
  /**
   * Replaces `current` with `fields` as the next version. Undefined when the row is no longer at
   * `current.version` (another write got there first).
   */
  replace(current: StoredAlert, fields: AlertFields, now: number): Promise<StoredAlert | undefined>
  /** Deletes the alert if it is still at `version`. */
  delete(uuid: string, version: number): Promise<boolean>
  /** The owner's alerts on formulas of one workbench. */
  listBySourceChart(ownerUuid: string, chartUuid: string): Promise<StoredAlert[]>
  /**
   * Turns alerts off for `reason`, each as a new version whatever version it is at (a tab
   * editing one gets 412 and reloads); alerts already off for a reason are left alone.
   */
  disable(uuids: readonly string[], reason: AlertDisabledReason, now: number): Promise<void>
  /** Every user's enabled alerts, in uuid order (the evaluator's tick). */
  listEnabled(): Promise<StoredAlert[]>
  /** Turns off `once` alerts that fired, each as a new version (no reason: it did its job). */
  turnOff(uuids: readonly string[], now: number): Promise<void>
}

export function createAlertsRepository(db: Kysely<Database>): AlertsRepository {
  const rows = versionedRows(db, 'alerts')
  const byOwner = (ownerUuid: string) =>
    db
      .selectFrom('alerts')
      .selectAll()
      .where('user_uuid', '=', ownerUuid)
      .orderBy('created_at')
      // Two alerts saved in the same millisecond still come back in one stable order.
      .orderBy('uuid')
  return {
    async listByOwner(ownerUuid) {
      return (await byOwner(ownerUuid).execute()).map(toAlert)
    },

    async find(uuid) {
      const row = await rows.find(uuid)
      return row && toAlert(row)
    },

    async findMany(uuids) {
      if (uuids.length === 0) return []
      const found = await db.selectFrom('alerts').selectAll().where('uuid', 'in', uuids).execute()
      return found.map(toAlert)
    },

    countByOwner: (ownerUuid) => rows.countByOwner(ownerUuid),

    async lockOwner(ownerUuid) {
      // created_at never changes and has no index: the cheapest column to write in place.
      await db
        .updateTable('users')
        .set({ created_at: sql<number>`created_at` })
        .where('uuid', '=', ownerUuid)
        .execute()
    },

    async create(ownerUuid, fields, now, uuid) {
      const row = await rows.insert(ownerUuid, columns(fields), now, uuid)
      return {
        uuid: row.uuid,
        ownerUuid,
        ...fields,
        version: row.version,
        createdAt: now,
        updatedAt: now,
      }
    },

    async replace(current, fields, now) {
      const version = await rows.replace(current, columns(fields), now)
      return version === undefined ? undefined : { ...current, ...fields, version, updatedAt: now }
    },

    delete: (uuid, version) => rows.delete(uuid, version),

    async listBySourceChart(ownerUuid, chartUuid) {
      const listed = await byOwner(ownerUuid).where('source_chart_uuid', '=', chartUuid).execute()
      return listed.map(toAlert)
    },

    async disable(uuids, reason, now) {
      if (uuids.length === 0) return
      await db
        .updateTable('alerts')
        .set((eb) => ({
          enabled: dbBoolean(false),
          disabled_reason: reason,
          version: eb('version', '+', 1),
          updated_at: now,
        }))
        .where('uuid', 'in', uuids)
        .where('disabled_reason', 'is', null)
        .execute()
    },

    async listEnabled() {
      const rows = await db
        .selectFrom('alerts')
        .selectAll()
        .where('enabled', '=', dbBoolean(true))
        .orderBy('uuid')
        .execute()
      return rows.map(toAlert)
    },

    async turnOff(uuids, now) {
      if (uuids.length === 0) return
      await db
        .updateTable('alerts')
        .set((eb) => ({
          enabled: dbBoolean(false),
          version: eb('version', '+', 1),
          updated_at: now,
        }))
        .where('uuid', 'in', uuids)
        .execute()
    },
  }
}

function columns(fields: AlertFields) {
  return {
    path: fields.path,
    asset: fields.asset,
    currency: fields.currency,
    exchange: fields.exchange,
    source_chart_uuid: fields.source?.chartUuid ?? null,
    source_item: fields.source?.item ?? null,
    resolution: fields.resolution,
    condition: fields.condition,
    condition_values: JSON.stringify(fields.conditionValues),
    condition_duration: fields.conditionDuration,
    moving_average: fields.movingAverage,
    metric_name: fields.metricName,
    name: fields.name,
    channels: JSON.stringify(fields.channels),
    repeat: fields.repeat,
    enabled: dbBoolean(fields.enabled),
    snoozed_until: fields.snoozedUntil,
    disabled_reason: fields.disabledReason,
  }
}

/** Stored alerts were validated on the way in and are returned as they were saved. */
function toAlert(row: Selectable<AlertsTable>): StoredAlert {
  const source =
    row.source_chart_uuid === null || row.source_item === null
      ? null
      : { chartUuid: row.source_chart_uuid, item: row.source_item }
  return {
    uuid: row.uuid,
    ownerUuid: row.user_uuid,
    path: row.path,
    source,
    asset: row.asset,
    currency: row.currency as StoredAlert['currency'],
    exchange: row.exchange,
    resolution: row.resolution as StoredAlert['resolution'],
    condition: row.condition as StoredAlert['condition'],
    conditionValues: JSON.parse(row.condition_values) as number[],
    conditionDuration: row.condition_duration as StoredAlert['conditionDuration'],
    movingAverage: row.moving_average,
    metricName: row.metric_name,
    name: row.name,
    channels: JSON.parse(row.channels) as StoredAlert['channels'],
    repeat: row.repeat as StoredAlert['repeat'],
    enabled: fromDbBoolean(row.enabled),
    // PostgreSQL answers bigint as a string.
    snoozedUntil: row.snoozed_until === null ? null : Number(row.snoozed_until),
    disabledReason: row.disabled_reason as StoredAlert['disabledReason'],
    version: row.version,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}
