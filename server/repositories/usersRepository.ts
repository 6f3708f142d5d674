import type { Kysely, Selectable } from 'kysely'
import { z } from 'zod'
import { addonSchema, productSchema, type Addon, type Product } from '@/core/api/user'
import { dbBoolean, fromDbBoolean } from '../db/booleans'
import type { Database, UsersTable } from '../db/schema'

/** An account as the server holds it. `passwordHash` never leaves the server (see userInfo.ts). */
export interface User {
  uuid: string
  /** Lowercased: emails are unique case-insensitively. */
  email: string
  firstName: string
  lastName: string
  countryCode: string | null
  passwordHash: string
  /** Milliseconds; null until the link of the verification mail is opened. */
  emailVerifiedAt: number | null
  newsletter: boolean
  referral: string | null
  products: Product[]
  addons: Addon[]
  trialAvailable: boolean
  trialExpiry: number | null
  allowDownloads: boolean
  createdAt: number
}

export interface NewUser {
  email: string
  firstName: string
  lastName: string
  passwordHash: string
  newsletter: boolean
  referral: string | null
}

/** What billing grants; set as a whole. */
export interface Entitlements {
  products: Product[]
  addons: Addon[]
  allowDownloads: boolean
  trialAvailable: boolean
  trialExpiry: number | null
}

export interface UsersRepository {
  /** The new user, or undefined when the email is taken (in any letter case). */
  create(user: NewUser): Promise<User | undefined>
  findByUuid(uuid: string): Promise<User | undefined>
  findByEmail(email: string): Promise<User | undefined>
  updateNames(uuid: string, names: { firstName?: string; lastName?: string }): Promise<void>
  setEntitlements(uuid: string, entitlements: Entitlements): Promise<void>
  markEmailVerified(uuid: string, at: number): Promise<void>
  setPasswordHash(uuid: string, passwordHash: string): Promise<void>
  /** Deletes the user with their tokens, sessions and API key (cascading foreign keys). */
  delete(uuid: string): Promise<void>
}

export function createUsersRepository(
  db: Kysely<Database>,
  options: { clock?: () => number } = {},
): UsersRepository {
  const clock = options.clock ?? Date.now
  const findBy = async (column: 'uuid' | 'email', value: string) => {
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirst()
    return row === undefined ? undefined : toUser(row)
  }

  return {
    async create(user) {
      const uuid = crypto.randomUUID()
      const inserted = await db
        .insertInto('users')
        .values({
          uuid,
          email: user.email.toLowerCase(),
          first_name: user.firstName,
          last_name: user.lastName,
          password_hash: user.passwordHash,
          newsletter: dbBoolean(user.newsletter),
          referral: user.referral,
          // Every account holds the free Standard plan; checkout adds the paid ones.
          products: JSON.stringify(['standard']),
          created_at: clock(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('uuid')
        .executeTakeFirst()
      return inserted === undefined ? undefined : findBy('uuid', uuid)
    },

    findByUuid: (uuid) => findBy('uuid', uuid),

    findByEmail: (email) => findBy('email', email.toLowerCase()),

    async updateNames(uuid, names) {
      const values = {
        ...(names.firstName === undefined ? {} : { first_name: names.firstName }),
        ...(names.lastName === undefined ? {} : { last_name: names.lastName }),
      }
      if (Object.keys(values).length === 0) return
      await db.updateTable('users').set(values).where('uuid', '=', uuid).execute()
    },

    async setEntitlements(uuid, entitlements) {
      await db
        .updateTable('users')
        .set({
          products: JSON.stringify(z.array(productSchema).parse(entitlements.products)),
          addons: JSON.stringify(z.array(addonSchema).parse(entitlements.addons)),
          allow_downloads: dbBoolean(entitlements.allowDownloads),
          trial_available: dbBoolean(entitlements.trialAvailable),
          trial_expiry: entitlements.trialExpiry,
        })
        .where('uuid', '=', uuid)
        .execute()
    },

    async markEmailVerified(uuid, at) {
      await db
        .updateTable('users')
        .set({ email_verified_at: at })
        .where('uuid', '=', uuid)
        .where('email_verified_at', 'is', null)
        .execute()
    },

    async setPasswordHash(uuid, passwordHash) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('uuid', '=', uuid)
        .execute()
    },

    async delete(uuid) {
      await db.deleteFrom('users').where('uuid', '=', uuid).execute()
    },
  }
}

/** Maps a users row; shared with the repositories that join users (sessions, API keys). */
export function toUser(row: Selectable<UsersTable>): User {
  return {
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    countryCode: row.country_code,
    passwordHash: row.password_hash,
    emailVerifiedAt: nullableNumber(row.email_verified_at),
    newsletter: fromDbBoolean(row.newsletter),
    referral: row.referral,
    products: parseJsonList(row.products, productSchema),
    addons: parseJsonList(row.addons, addonSchema),
    trialAvailable: fromDbBoolean(row.trial_available),
    trialExpiry: nullableNumber(row.trial_expiry),
    allowDownloads: fromDbBoolean(row.allow_downloads),
    createdAt: Number(row.created_at),
  }
}

/** Nullable bigint columns (PostgreSQL answers bigint as a string). */
export function nullableNumber(value: number | string | null): number | null {
  return value === null ? null : Number(value)
}

/** Entries that no longer parse (a plan renamed since) are dropped rather than failing reads. */
export function parseJsonList<T>(text: string, item: z.ZodType<T>): T[] {
  const parsed = z.array(z.unknown()).safeParse(JSON.parse(text))
  if (!parsed.success) return []
  return parsed.data.flatMap((entry) => {
    const one = item.safeParse(entry)
    return one.success ? [one.data] : []
  })
}
