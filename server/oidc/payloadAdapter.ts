import type { Kysely } from 'kysely'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Database } from '../db/schema'

/**
 * oidc-provider's storage interface over our database (table oidc_payloads), so sessions,
 * interactions, grants and tokens are shared by every instance and survive restarts. Rows past
 * their expiry are treated as absent and removed when met; `deleteExpired` sweeps the rest.
 */
export function createPayloadAdapterClass(
  db: Kysely<Database>,
  clock: () => number = Date.now,
): new (model: string) => Adapter {
  const table = 'oidc_payloads' as const

  const findWhere = async (
    model: string,
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> => {
    const row = await db
      .selectFrom(table)
      .select(['id', 'payload', 'expires_at', 'consumed_at'])
      .where('model', '=', model)
      .where(column, '=', value)
      .executeTakeFirst()
    if (row === undefined) return undefined
    if (row.expires_at !== null && Number(row.expires_at) <= clock()) {
      await db.deleteFrom(table).where('model', '=', model).where('id', '=', row.id).execute()
      return undefined
    }
    const payload = JSON.parse(row.payload) as AdapterPayload
    // The library reads `consumed` (epoch seconds) to refuse replayed codes and tokens.
    return row.consumed_at === null
      ? payload
      : { ...payload, consumed: Math.floor(Number(row.consumed_at) / 1000) }
  }

  return class PayloadAdapter implements Adapter {
    readonly model: string

    constructor(model: string) {
      this.model = model
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        expires_at: expiresIn > 0 ? clock() + expiresIn * 1000 : null,
      }
      await db
        .insertInto(table)
        .values({ model: this.model, id, consumed_at: null, ...values })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
        .execute()
    }

    find(id: string) {
      return findWhere(this.model, 'id', id)
    }

    findByUid(uid: string) {
      return findWhere(this.model, 'uid', uid)
    }

    findByUserCode(userCode: string) {
      return findWhere(this.model, 'user_code', userCode)
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable(table)
        .set({ consumed_at: clock() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute()
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom(table).where('model', '=', this.model).where('id', '=', id).execute()
    }

    // Every model of the grant goes: codes, access and refresh tokens alike.
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom(table).where('grant_id', '=', grantId).execute()
    }
  }
}

/** Removes rows past their expiry; returns how many. */
export async function deleteExpiredPayloads(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<=', now)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Signs the account out of the provider everywhere: its provider sessions, and its grants with
 * every code and token issued under them. Payloads are JSON without an account column, so the
 * (few) sessions and grants are read and matched here; used after a password reset, which is rare.
 */
export async function revokeAccountPayloads(db: Kysely<Database>, accountId: string) {
  const rows = await db
    .selectFrom('oidc_payloads')
    .select(['model', 'id', 'payload'])
    .where('model', 'in', ['Session', 'Grant'])
    .execute()
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as { accountId?: unknown }
    if (payload.accountId !== accountId) continue
    if (row.model === 'Grant') {
      await revokeGrant(db, row.id)
    } else {
      await db
        .deleteFrom('oidc_payloads')
        .where('model', '=', row.model)
        .where('id', '=', row.id)
        .execute()
    }
  }
}

/**
 * Ends a grant as the provider's own revocation does: the grant and every code, access and
 * refresh token issued under it. Tokens are looked up in the store, so none of them works after.
 */
export async function revokeGrant(db: Kysely<Database>, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute()
  await db
    .deleteFrom('oidc_payloads')
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .execute()
}
