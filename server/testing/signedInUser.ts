import { sessionCookieName } from '../auth/sessions'
import { createUsersRepository } from '../repositories/usersRepository'
import { hashPassword } from '../security/passwords'
import type { TestApp } from './testApp'

export interface SignedInUser {
  uuid: string
  /** The `cookie` header of the user's session. */
  cookie: string
}

const password = 'long enough secret'

/**
 * A verified account logged in through POST /v1/user/login, for tests of routes behind a
 * session. The account is written straight to the database: the sign-up and mail flow has its
 * own tests (routes/userRoutes.test.ts). `origin` must be the app's PUBLIC_ORIGIN.
 */
export async function signedInUser(
  test: TestApp,
  email: string,
  origin: string,
): Promise<SignedInUser> {
  const users = createUsersRepository(test.database.db)
  const user = await users.create({
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: await hashPassword(password),
    newsletter: false,
    referral: null,
  })
  if (user === undefined) throw new Error(`${email} is already taken`)
  await users.markEmailVerified(user.uuid, Date.now())
  const login = await test.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    headers: { origin },
    payload: { email, password },
  })
  const session = login.cookies.find((c) => c.name === sessionCookieName)
  if (login.statusCode !== 200 || session === undefined) {
    throw new Error(`login failed with ${login.statusCode}: ${login.body}`)
  }
  return { uuid: user.uuid, cookie: `${sessionCookieName}=${session.value}` }
}
