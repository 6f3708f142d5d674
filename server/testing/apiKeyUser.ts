import type { Product } from '@/core/api/user'
import { grantPlan } from './alertFixtures'
import { signedInUser } from './signedInUser'
import type { TestApp } from './testApp'

/**
 * An account on `plan` with an API key made through POST /v1/user/generate_api_key, as a user
 * of the public API gets one. `origin` must be the app's PUBLIC_ORIGIN.
 */
export async function apiKeyUser(
  test: TestApp,
  email: string,
  origin: string,
  plan: Product,
): Promise<string> {
  const user = await signedInUser(test, email, origin)
  await grantPlan(test, user.uuid, plan)
  const res = await test.app.inject({
    method: 'POST',
    url: '/v1/user/generate_api_key',
    headers: { cookie: user.cookie, origin },
  })
  if (res.statusCode !== 200) throw new Error(`generate_api_key answered ${res.statusCode}`)
  return res.json<{ apiKey: string }>().apiKey
}
