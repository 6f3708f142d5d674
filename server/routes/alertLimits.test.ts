import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { alertListSchema, alertSchema } from '@/core/api/alerts'
import { apiErrorSchema } from '@/core/api/error'
import { alertBody, alertClient, grantPlan } from '../testing/alertFixtures'
import { describeEachDatabase } from '../testing/databaseTargets'
import { signedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'

const origin = 'http://studio.test'

describeEachDatabase('alert limits and plans', (target) => {
  // Two instances behind a load balancer: each with its own connection to one database.
  let instances: [TestApp, TestApp]
  beforeAll(async () => {
    const build = () => buildTestApp({ PUBLIC_ORIGIN: origin }, {}, { database: target.open() })
    instances = [await build(), await build()]
  })
  afterAll(async () => {
    await Promise.all(instances.map((t) => t.close()))
  })

  let users = 0
  /** A fresh Standard account, signed in; its cookie works on both instances. */
  async function newUser() {
    const [first, second] = instances
    const user = await signedInUser(first, `user${(users += 1)}@studio.test`, origin)
    return {
      uuid: user.uuid,
      apis: [alertClient(first, origin, user.cookie), alertClient(second, origin, user.cookie)],
    } as const
  }
  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((r) => r.statusCode).sort((a, b) => a - b)

  it('holds each plan to its limit, raised by ALERT_LIMIT add-ons, answering 403 with allowed_plans', async () => {
    const { uuid, apis } = await newUser()
    const [api] = apis
    for (let i = 0; i < 3; i++) expect((await api.create(alertBody())).statusCode).toBe(201)
    const over = await api.create(alertBody())
    expect(over.statusCode).toBe(403)
    expect(apiErrorSchema.parse(over.json())).toMatchObject({
      message: 'Your Standard plan keeps 3 alerts. Forbidden: Please upgrade to the Advanced plan.',
      allowed_plans: ['advanced', 'professional', 'professional_ml'],
    })
    expect(alertListSchema.parse((await api.list()).json()).limit).toEqual({ used: 3, max: 3 })

    await grantPlan(instances[0], uuid, 'standard', [{ type: 'ALERT_LIMIT', limit: 2 }])
    expect(alertListSchema.parse((await api.list()).json()).limit).toEqual({ used: 3, max: 5 })
    expect(statuses([await api.create(alertBody()), await api.create(alertBody())])).toEqual([
      201, 201,
    ])
    expect((await api.create(alertBody())).statusCode).toBe(403)

    // Deleting one makes room again.
    const [oldest] = alertListSchema.parse((await api.list()).json()).data
    if (oldest === undefined) throw new Error('no alert')
    expect((await api.remove(oldest.uuid, { 'if-match': '"v1"' })).statusCode).toBe(204)
    expect((await api.create(alertBody())).statusCode).toBe(201)
  })

  it("applies the metric's tier: a tier 2 metric needs Advanced, a tier 3 one Professional", async () => {
    const { uuid, apis } = await newUser()
    const [api] = apis
    const mvrv = alertBody({ path: 'market/mvrv', conditionValues: [3.5] })
    const tier3 = alertBody({ path: 'mining/marketcap_thermocap_ratio' })
    const standard = await api.create(mvrv)
    expect(standard.statusCode).toBe(403)
    expect(apiErrorSchema.parse(standard.json())).toMatchObject({
      message: 'Forbidden: Please upgrade to the Advanced plan.',
      allowed_plans: ['advanced', 'professional', 'professional_ml'],
    })
    await grantPlan(instances[0], uuid, 'advanced')
    const advanced = alertSchema.parse((await api.create(mvrv)).json())
    expect((await api.create(tier3)).json()).toMatchObject({
      status: 403,
      allowed_plans: ['professional', 'professional_ml'],
    })
    // An update is held to the tier as well.
    const moved = await api.update(advanced.uuid, tier3, { 'if-match': '"v1"' })
    expect(moved.statusCode).toBe(403)
    await grantPlan(instances[0], uuid, 'professional')
    expect((await api.create(tier3)).statusCode).toBe(201)
  })

  it('never exceeds the limit with creates arriving together on one instance', async () => {
    const { apis } = await newUser()
    const [api] = apis
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.create(alertBody())))
    expect(statuses(answers)).toEqual([201, 201, 201, 403, 403, 403, 403, 403])
    expect(alertListSchema.parse((await api.list()).json()).limit).toEqual({ used: 3, max: 3 })
  })

  it('never exceeds the limit with creates on two instances', async () => {
    const { apis } = await newUser()
    const create = (i: number) => (i % 2 === 0 ? apis[0] : apis[1]).create(alertBody())
    let answers
    if (target.dialect === 'postgres') {
      answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i)))
    } else {
      // better-sqlite3 waits for another connection's write lock synchronously, which in one
      // process blocks the very connection holding it: two SQLite instances are two processes,
      // so here they take turns, and still count into one limit.
      answers = []
      for (let i = 0; i < 10; i++) answers.push(await create(i))
    }
    expect(statuses(answers)).toEqual([201, 201, 201, 403, 403, 403, 403, 403, 403, 403])
    expect(alertListSchema.parse((await apis[1].list()).json()).data).toHaveLength(3)
  })

  it('answers 409 to the second of two accounts creating under one client uuid at once', async () => {
    const first = await newUser()
    const second = await newUser()
    const uuid = randomUUID()
    const create = (api: (typeof first.apis)[0]) => api.create({ ...alertBody(), uuid })
    let answers
    if (target.dialect === 'postgres') {
      answers = await Promise.all([create(first.apis[0]), create(second.apis[1])])
    } else {
      answers = [await create(first.apis[0]), await create(second.apis[1])]
    }
    expect(statuses(answers)).toEqual([201, 409])
  })
})
