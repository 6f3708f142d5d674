import { afterEach, describe, expect, it, vi } from 'vitest'
import { telegramInfoSchema } from '@/core/api/alertDelivery'
import { describeEachDatabase } from '../testing/databaseTargets'
import { startFakeTelegram, type FakeTelegram } from '../testing/fakeTelegram'
import { signedInUser, type SignedInUser } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { howToLinkReply, linkedReply, unlinkedReply } from './telegramBot'

const httpsOrigin = 'https://studio.test'
const webhookSecret = 'hook-Secret_0123456789'

function telegramEnv(fake: FakeTelegram, extra: Record<string, string> = {}) {
  return {
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_BOT_USERNAME: fake.username,
    TELEGRAM_API_URL: fake.url,
    ...extra,
  }
}

/** The one-time token of an authorizeUrl. */
function tokenOf(authorizeUrl: string | null): string {
  const url = new URL(authorizeUrl ?? '')
  return url.searchParams.get('start') ?? ''
}

describe('Telegram off', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })

  it('answers available false, with no link, and a reset changes nothing', async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: httpsOrigin })
    const ada = await signedInUser(test, 'ada@studio.test', httpsOrigin)
    const info = await test.app.inject({
      url: '/v1/alerts/telegram',
      headers: { cookie: ada.cookie },
    })
    expect(info.statusCode).toBe(200)
    expect(info.json()).toEqual({ available: false, authorizeUrl: null, authorized: false })
    const reset = await test.app.inject({
      method: 'POST',
      url: '/v1/alerts/telegram/reset',
      headers: { cookie: ada.cookie, origin: httpsOrigin },
    })
    expect(reset.json()).toEqual({ available: false, authorizeUrl: null, authorized: false })
    const webhook = await test.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      payload: { update_id: 1 },
    })
    expect(webhook.statusCode).toBe(404)
  })

  it('needs a session', async () => {
    test = await buildTestApp({ PUBLIC_ORIGIN: httpsOrigin })
    expect((await test.app.inject({ url: '/v1/alerts/telegram' })).statusCode).toBe(401)
  })
})

describeEachDatabase('Telegram linking by webhook', (target) => {
  let test: TestApp | undefined
  let fake: FakeTelegram | undefined
  afterEach(async () => {
    await test?.close()
    await fake?.close()
    test = fake = undefined
  })

  const start = async () => {
    fake = await startFakeTelegram()
    test = await buildTestApp(
      telegramEnv(fake, {
        PUBLIC_ORIGIN: httpsOrigin,
        TELEGRAM_WEBHOOK_SECRET: webhookSecret,
      }),
      {},
      { database: target.open() },
    )
    await test.app.ready()
    return { t: test, fake }
  }
  const info = async (t: TestApp, user: SignedInUser) => {
    const response = await t.app.inject({
      url: '/v1/alerts/telegram',
      headers: { cookie: user.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return telegramInfoSchema.parse(response.json())
  }
  const post = (t: TestApp, update: unknown, secret: string | null = webhookSecret) =>
    t.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: update as object,
    })
  const email = (name: string) => `${name}-${target.dialect}-${Date.now()}@studio.test`

  it('registers its webhook and links a chat with /start and a one-time token, once', async () => {
    const { t, fake } = await start()
    expect(fake.webhook).toEqual({
      url: `${httpsOrigin}/telegram/webhook`,
      secret_token: webhookSecret,
    })
    const ada = await signedInUser(t, email('ada'), httpsOrigin)
    const before = await info(t, ada)
    expect(before).toMatchObject({ available: true, authorized: false })
    expect(before.authorizeUrl).toMatch(/^https:\/\/t\.me\/studio_test_bot\?start=[\w-]{43}$/)
    const token = tokenOf(before.authorizeUrl)
    // Each call hands out a fresh token.
    expect(tokenOf((await info(t, ada)).authorizeUrl)).not.toBe(token)

    const linked = await post(t, fake.messageUpdate(7_000_000_001, `/start ${token}`))
    expect(linked.statusCode).toBe(200)
    expect(fake.sent).toEqual([
      expect.objectContaining({ chat_id: 7_000_000_001, text: linkedReply }),
    ])
    expect((await info(t, ada)).authorized).toBe(true)

    // The same token from another chat links nothing, and says how to link.
    await post(t, fake.messageUpdate(42, `/start ${token}`))
    await post(t, fake.messageUpdate(43, '/start'))
    await post(t, fake.messageUpdate(44, '/start not-a-token!'))
    expect(fake.sent.slice(1).map((m) => [m.chat_id, m.text])).toEqual([
      [42, howToLinkReply],
      [43, howToLinkReply],
      [44, howToLinkReply],
    ])
    expect((await info(t, ada)).authorized).toBe(true)
    const logs = JSON.stringify(t.logs())
    expect(logs).not.toContain(fake.token)
    expect(logs).not.toContain(webhookSecret)
  })

  it.runIf(target.dialect === 'postgres')(
    'links once when two instances get the same token at once',
    async () => {
      const { t, fake } = await start()
      const other = await buildTestApp(
        telegramEnv(fake, { PUBLIC_ORIGIN: httpsOrigin, TELEGRAM_WEBHOOK_SECRET: webhookSecret }),
        {},
        { database: target.open() },
      )
      try {
        const ada = await signedInUser(t, email('ada'), httpsOrigin)
        const token = tokenOf((await info(t, ada)).authorizeUrl)
        const answers = await Promise.all([
          post(t, fake.messageUpdate(301, `/start ${token}`)),
          post(other, fake.messageUpdate(302, `/start ${token}`)),
        ])
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
        expect(fake.sent.map((m) => m.text).sort()).toEqual([howToLinkReply, linkedReply].sort())
        expect((await info(other, ada)).authorized).toBe(true)
      } finally {
        await other.close()
      }
    },
  )

  it('refuses a webhook without the secret, before calling Telegram', async () => {
    const { t, fake } = await start()
    const ada = await signedInUser(t, email('ada'), httpsOrigin)
    const token = tokenOf((await info(t, ada)).authorizeUrl)
    const calls = fake.calls.length
    const update = fake.messageUpdate(5, `/start ${token}`)
    expect((await post(t, update, null)).statusCode).toBe(401)
    expect((await post(t, update, 'wrong-secret')).statusCode).toBe(401)
    expect((await post(t, update, `${webhookSecret}x`)).statusCode).toBe(401)
    expect(fake.calls.length).toBe(calls)
    expect((await info(t, ada)).authorized).toBe(false)
    // Cross-site checks do not apply: Telegram's post carries no Origin of ours.
    const fromTelegram = await t.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      headers: {
        'x-telegram-bot-api-secret-token': webhookSecret,
        origin: 'https://telegram.example',
      },
      payload: update,
    })
    expect(fromTelegram.statusCode).toBe(200)
    expect((await info(t, ada)).authorized).toBe(true)
  })

  it('keeps two users apart; a reset and /stop unlink', async () => {
    const { t, fake } = await start()
    const ada = await signedInUser(t, email('ada'), httpsOrigin)
    const bob = await signedInUser(t, email('bob'), httpsOrigin)
    await post(t, fake.messageUpdate(1, `/start ${tokenOf((await info(t, ada)).authorizeUrl)}`))
    expect((await info(t, ada)).authorized).toBe(true)
    expect((await info(t, bob)).authorized).toBe(false)

    const reset = (user: SignedInUser) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/alerts/telegram/reset',
        headers: { cookie: user.cookie, origin: httpsOrigin },
      })
    // Bob's reset leaves Ada's link alone.
    expect((await reset(bob)).statusCode).toBe(200)
    expect((await info(t, ada)).authorized).toBe(true)
    const afterReset = await reset(ada)
    expect(afterReset.statusCode).toBe(200)
    expect(telegramInfoSchema.parse(afterReset.json())).toMatchObject({
      available: true,
      authorized: false,
    })
    // A reset from another site is refused.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/v1/alerts/telegram/reset',
      headers: { cookie: ada.cookie, origin: 'https://evil.example' },
    })
    expect(crossSite.statusCode).toBe(403)

    await post(t, fake.messageUpdate(2, `/start ${tokenOf((await info(t, bob)).authorizeUrl)}`))
    expect((await info(t, bob)).authorized).toBe(true)
    await post(t, fake.messageUpdate(2, '/stop'))
    expect(fake.sent.at(-1)).toMatchObject({ chat_id: 2, text: unlinkedReply })
    expect((await info(t, bob)).authorized).toBe(false)
  })
})

describe('Telegram linking by polling', () => {
  let test: TestApp | undefined
  let fake: FakeTelegram | undefined
  afterEach(async () => {
    await test?.close()
    await fake?.close()
    test = fake = undefined
  })
  const origin = 'http://studio.test'

  it('deletes the webhook, polls, links with /start and stops polling on close', async () => {
    fake = await startFakeTelegram()
    fake.webhook = { url: 'https://old.example/telegram/webhook' }
    test = await buildTestApp(telegramEnv(fake, { PUBLIC_ORIGIN: origin }))
    await test.app.ready()
    const ada = await signedInUser(test, 'ada@studio.test', origin)
    const response = await test.app.inject({
      url: '/v1/alerts/telegram',
      headers: { cookie: ada.cookie },
    })
    const token = tokenOf(telegramInfoSchema.parse(response.json()).authorizeUrl)

    fake.pushMessage(99, `/start ${token}`)
    expect(await fake.nextMessage()).toMatchObject({ chat_id: 99, text: linkedReply })
    expect(fake.webhook).toBeNull()
    const after = await test.app.inject({
      url: '/v1/alerts/telegram',
      headers: { cookie: ada.cookie },
    })
    expect(after.json()).toMatchObject({ authorized: true })
    // A polling server has no webhook route.
    const webhook = await test.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      payload: { update_id: 1 },
    })
    expect(webhook.statusCode).toBe(404)

    await test.close()
    test = undefined
    // Closing confirmed the handled update, so a restart would not link twice.
    const lastPoll = fake.calls.filter((c) => c.method === 'getUpdates').at(-1)
    expect(lastPoll?.params).toMatchObject({ offset: expect.any(Number) as number, limit: 1 })
  })

  it('stops polling without crashing when another process polls the same bot (409)', async () => {
    fake = await startFakeTelegram()
    fake.failNext('getUpdates', {
      error_code: 409,
      description: 'Conflict: terminated by other getUpdates request',
    })
    const t = (test = await buildTestApp(telegramEnv(fake, { PUBLIC_ORIGIN: origin })))
    await t.app.ready()
    await vi.waitFor(() => {
      expect(t.logs().some((line) => String(line.msg).includes('another process polls'))).toBe(true)
    })
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
    expect(JSON.stringify(t.logs())).not.toContain(fake.token)
  })
})
