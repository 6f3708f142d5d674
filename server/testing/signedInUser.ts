import { sessionCookieName } from '../auth/sessions'
import { createUsersRepository, type User } from '../repositories/usersRepository'
import { hashPassword } from '../security/passwords'
import type { TestApp } from './testApp'

export interface SignedInUser {
  uuid: string
  /** The `cookie` header of the user's session. */
  cookie: string
}

/** The password of every account the tests create. */
export const testPassword = 'long enough secret'

/**
 * An account (Ada Lovelace) written straight to the database, verified unless asked otherwise:
 * the sign-up and mail flow has its own tests (routes/userRoutes.test.ts).
 */
export async function createTestUser(
  test: TestApp,
  email: string,
  { verified = true, verifiedAt = Date.now() }: { verified?: boolean; verifiedAt?: number } = {},
): Promise<User> {
  const users = createUsersRepository(test.database.db)
  const user = await users.create({
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: await hashPassword(testPassword),
    newsletter: false,
    referral: null,
  })
  if (user === undefined) throw new Error(`${email} is already taken`)
  if (verified) await users.markEmailVerified(user.uuid, verifiedAt)
  return user
}

/**
 * A verified account logged in through POST /v1/user/login, for tests of routes behind a
 * session. `origin` must be the app's PUBLIC_ORIGIN.
 */
export async function signedInUser(
  test: TestApp,
  email: string,
  origin: string,
  verifiedAt?: number,
): Promise<SignedInUser> {
  const user = await createTestUser(test, email, verifiedAt === undefined ? {} : { verifiedAt })
  const login = await test.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    headers: { origin },
    payload: { email, password: testPassword },
  })
  const session = login.cookies.find((c) => c.name === sessionCookieName)
  if (login.statusCode !== 200 || session === undefined) {
    throw new Error(`login failed with ${login.statusCode}: ${login.body}`)
  }
  return { uuid: user.uuid, cookie: `${sessionCookieName}=${session.value}` }
}
