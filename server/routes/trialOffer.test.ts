import { afterEach, describe, expect, it } from 'vitest'
import { userInfoSchema } from '@/core/api/user'
import { priceFor } from '@/core/billingCatalog'
import { setUserPlan } from '../cli/userPlanCommand'
import { createUsersRepository } from '../repositories/usersRepository'
import { grantPlan } from '../testing/alertFixtures'
import { signedInUser, testNow, testOrigin } from '../testing/paddleEvents'
import { buildTestApp, type TestApp } from '../testing/testApp'

/*
 * The free trial is for accounts that never had a paid plan or a trial (app.md section 4): a
 * Professional account was offered it, its user info saying trialAvailable.
 */

const card = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('who is offered the free trial', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const setup = async () =>
    (test = await buildTestApp({ PUBLIC_ORIGIN: testOrigin }, { clock: () => testNow }))
  const info = async (t: TestApp, cookie: string) =>
    userInfoSchema.parse((await t.app.inject({ url: '/v1/user/info', headers: { cookie } })).json())
  const trialCheckout = (t: TestApp, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/payments/v1/sandbox/checkout',
      headers: { cookie, origin: testOrigin },
      payload: { priceId: priceFor('advanced', 'yearly').priceId, trial: true, card },
    })

  it('offers it to a new Standard account', async () => {
    const t = await setup()
    const ada = await signedInUser(t, 'ada@studio.test')
    expect(await info(t, ada.cookie)).toMatchObject({ plan: 'standard', trialAvailable: true })
  })

  it('offers none to an account holding a paid plan, even where the stored flag still says so', async () => {
    const t = await setup()
    for (const plan of ['advanced', 'professional', 'professional_ml'] as const) {
      const user = await signedInUser(t, `${plan}@studio.test`)
      // As accounts given a plan before this rule hold it: the flag left on.
      await grantPlan(t, user.uuid, plan)
      expect(await info(t, user.cookie), plan).toMatchObject({ plan, trialAvailable: false })
      const refused = await trialCheckout(t, user.cookie)
      expect(refused.statusCode, plan).toBe(409)
    }
  })

  it('takes it away for good once npm run user:plan gives a paid plan', async () => {
    const t = await setup()
    const pat = await signedInUser(t, 'pat@studio.test')
    const users = createUsersRepository(t.database.db)
    await setUserPlan(users, 'pat@studio.test', 'professional')
    expect((await users.findByEmail('pat@studio.test'))?.trialAvailable).toBe(false)
    expect(await info(t, pat.cookie)).toMatchObject({
      plan: 'professional',
      trialAvailable: false,
    })
    // Back on Standard, the account has had a paid plan all the same.
    await setUserPlan(users, 'pat@studio.test', 'standard')
    expect(await info(t, pat.cookie)).toMatchObject({ plan: 'standard', trialAvailable: false })
    expect((await trialCheckout(t, pat.cookie)).statusCode).toBe(409)
  })

  it('keeps it for a Standard account given Standard by hand', async () => {
    const t = await setup()
    const sam = await signedInUser(t, 'sam@studio.test')
    await setUserPlan(createUsersRepository(t.database.db), 'sam@studio.test', 'standard')
    expect(await info(t, sam.cookie)).toMatchObject({ plan: 'standard', trialAvailable: true })
  })
})
