import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { createUsersRepository } from '../repositories/usersRepository'

/**
 * A fresh user (Ada Lovelace at a random address of `domain`) for repository tests, which need
 * only an owner for their rows: no password, session nor verification.
 */
export async function createRowOwner(db: Kysely<Database>, domain: string): Promise<string> {
  const user = await createUsersRepository(db).create({
    email: `${randomUUID()}@${domain}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: 'not-a-real-hash',
    newsletter: false,
    referral: null,
  })
  if (user === undefined) throw new Error('user not created')
  return user.uuid
}
