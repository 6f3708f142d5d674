import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** A user's alert webhook as stored: the secret sealed (alerts/delivery/webhookSecret.ts). */
export interface StoredAlertWebhook {
  url: string
  sealedSecret: string
}

export interface AlertWebhooksRepository {
  get(userUuid: string): Promise<StoredAlertWebhook | undefined>
  /**
   * Sets the URL. A user without a webhook gets `newSealedSecret`; one with a webhook keeps the
   * secret it has, so a receiver that moves keeps verifying. Answers the webhook as stored.
   */
  setUrl(
    userUuid: string,
    url: string,
    newSealedSecret: string,
    now: number,
  ): Promise<StoredAlertWebhook>
  /** Replaces the secret; undefined when the user has no webhook. */
  rotate(
    userUuid: string,
    sealedSecret: string,
    now: number,
  ): Promise<StoredAlertWebhook | undefined>
  remove(userUuid: string): Promise<void>
}

export function createAlertWebhooksRepository(db: Kysely<Database>): AlertWebhooksRepository {
  const get = async (userUuid: string) => {
    const row = await db
      .selectFrom('alert_webhooks')
      .select(['url', 'sealed_secret'])
      .where('user_uuid', '=', userUuid)
      .executeTakeFirst()
    return row && { url: row.url, sealedSecret: row.sealed_secret }
  }

  return {
    get,

    async setUrl(userUuid, url, newSealedSecret, now) {
      // One statement: of two first PUTs, both end with the one secret that was stored.
      await db
        .insertInto('alert_webhooks')
        .values({
          user_uuid: userUuid,
          url,
          sealed_secret: newSealedSecret,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_uuid').doUpdateSet({ url, updated_at: now }))
        .execute()
      const stored = await get(userUuid)
      if (stored === undefined) throw new Error('The webhook vanished right after it was stored')
      return stored
    },

    async rotate(userUuid, sealedSecret, now) {
      const result = await db
        .updateTable('alert_webhooks')
        .set({ sealed_secret: sealedSecret, updated_at: now })
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0 ? get(userUuid) : undefined
    },

    async remove(userUuid) {
      await db.deleteFrom('alert_webhooks').where('user_uuid', '=', userUuid).execute()
    },
  }
}
