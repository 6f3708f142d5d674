import { expect, it } from 'vitest'
import { alertTestAnswerSchema } from '@/core/api/alertDelivery'
import { describeEachDatabase } from '../testing/databaseTargets'
import { testCaller } from '../testing/documentApiClient'
import { webhookBody } from './delivery/webhookSender'
import { pushPayload } from './delivery/pushSender'
import { alertMail } from './email/alertMail'
import { alertEngineHarness, harnessOrigin, pointAt } from './testing/alertEngineHarness'

/*
 * A test notification (docs/alerts.md, "Channels") claims no crossing: it carries the value the
 * alert watches now, and every channel says it is a test and what would fire it.
 */

const sentence = 'Test: this alert fires when BTC Price goes above 110,000; now 89,686.9'

describeEachDatabase('test notifications', (target) => {
  const { setup } = alertEngineHarness(target)

  it('carries the value watched now, and push, webhook and email word it as a test', async () => {
    const { a, user, create } = await setup([
      [pointAt(0), 80_000],
      [pointAt(1), 89_686.9],
    ])
    const alert = await create({ conditionValues: [110_000], name: 'BTC above 110k' })
    const call = testCaller(a.test, harnessOrigin, user.cookie)
    const sent = await call('POST', `/v1/alerts/${alert.uuid}/test`)
    expect(sent.statusCode).toBe(202)
    expect(alertTestAnswerSchema.parse(sent.json())).toMatchObject({
      test: true,
      value: 89_686.9,
      t: pointAt(1),
    })
    await a.run()

    const [push] = a.push.calls
    const [webhook] = a.webhook.calls
    if (push === undefined || webhook === undefined) throw new Error('The test was not delivered')
    expect(pushPayload(push)).toMatchObject({ title: 'Test: BTC above 110k', body: sentence })
    expect(webhookBody(webhook).data).toMatchObject({ test: true, body: sentence })
    const mail = alertMail('ada@studio.test', push.notice, push.url, `${harnessOrigin}/stop`)
    expect(mail.subject).toBe('Test: BTC above 110k · Onchain Studio')
    expect(mail.text.startsWith(`${sentence}\n`)).toBe(true)
    // The open app's toast reads the same pulse.
    expect(a.pulses.published[0]?.[1]).toMatchObject({ test: true, value: 89_686.9 })
  })

  it('says "now" of the moving average the alert watches', async () => {
    const { a, user, create } = await setup([
      [pointAt(0), 100],
      [pointAt(1), 200],
    ])
    const alert = await create({ conditionValues: [110_000], resolution: '1h', movingAverage: 2 })
    const sent = await testCaller(
      a.test,
      harnessOrigin,
      user.cookie,
    )('POST', `/v1/alerts/${alert.uuid}/test`)
    expect(sent.json()).toMatchObject({ value: 150 })
  })

  it('refuses a test when the series has no value yet', async () => {
    const { a, user, create } = await setup([])
    const alert = await create()
    const sent = await testCaller(
      a.test,
      harnessOrigin,
      user.cookie,
    )('POST', `/v1/alerts/${alert.uuid}/test`)
    expect(sent.statusCode).toBe(409)
    expect(a.push.calls).toHaveLength(0)
  })
})
