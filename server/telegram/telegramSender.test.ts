import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeNotice } from '@/core/alerts/alertNotice'
import { migrateToLatest } from '../db/migrate'
import { createTelegramLinksRepository } from '../repositories/telegramLinksRepository'
import { hashToken, newToken } from '../security/tokens'
import { testNotice } from '../testing/alertNotices'
import { describeEachDatabase } from '../testing/databaseTargets'
import { startFakeTelegram, type FakeTelegram } from '../testing/fakeTelegram'
import { createRowOwner } from '../testing/repositoryUsers'
import { createSendLimiter } from './sendLimiter'
import { createConfiguredTelegramSender } from './configuredTelegramSender'
import { createTelegramSender, telegramText } from './telegramSender'

const url = 'https://studio.test/charts/price_usd_close?a=BTC&alert=1'

describeEachDatabase('Telegram sender', (target) => {
  let fake: FakeTelegram
  beforeAll(async () => {
    await migrateToLatest(target.open())
    fake = await startFakeTelegram()
  })
  afterAll(() => fake.close())

  const setUp = async (chatId?: number) => {
    const db = target.open().db
    const links = createTelegramLinksRepository(db)
    const userUuid = await createRowOwner(db, 'telegram-sender.example')
    if (chatId !== undefined) {
      const token = newToken()
      await links.addToken(userUuid, hashToken(token), Date.now() + 60_000)
      await links.redeem(hashToken(token), chatId, Date.now())
    }
    // No waiting in tests: every chat is new, and the overall limit is out of reach.
    const limiter = createSendLimiter({ perSecond: 1000 })
    const sender = createTelegramSender({
      config: { botToken: fake.token, apiUrl: fake.url },
      links,
      limiter,
    })
    const deliver = () => sender.deliver({ notice: testNotice(), userUuid, url, attempt: 1 })
    return { links, userUuid, sender, deliver }
  }
  let chat = 9_000_000_000 + (target.dialect === 'postgres' ? 1000 : 0)
  const nextChat = () => (chat += 1)

  it('sends the notice with its link to the linked chat', async () => {
    const chatId = nextChat()
    const { sender, deliver } = await setUp(chatId)
    expect(sender.channel).toBe('telegram')
    expect(await deliver()).toEqual({ status: 'delivered', detail: 'Telegram chat' })
    const { title, body } = describeNotice(testNotice())
    const sent = fake.sent.find((m) => m.chat_id === chatId)
    expect(sent?.text).toBe(telegramText(title, body, url))
    expect(sent?.text).toContain('BTC Price: 101,234 (above 100,000)')
  })

  it('words a test notification as a test, with the value now', async () => {
    const chatId = nextChat()
    const { sender, userUuid } = await setUp(chatId)
    const base = testNotice()
    const notice = testNotice({
      test: true,
      value: 89_686.9,
      alert: { ...base.alert, conditionValues: [110_000] },
    })
    expect(await sender.deliver({ notice, userUuid, url, attempt: 1 })).toEqual({
      status: 'delivered',
      detail: 'Telegram chat',
    })
    expect(fake.sent.find((m) => m.chat_id === chatId)?.text).toBe(
      `Test: BTC above 100k\nTest: this alert fires when BTC Price goes above 110,000; now 89,686.9\n${url}`,
    )
  })

  it('skips an account without a chat', async () => {
    const before = fake.sent.length
    const { deliver } = await setUp()
    expect(await deliver()).toEqual({ status: 'skipped', detail: 'Telegram is not connected' })
    expect(fake.sent.length).toBe(before)
  })

  it("retries after Telegram's retry_after on 429, and on 5xx", async () => {
    const { deliver } = await setUp(nextChat())
    fake.failNext('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 7',
      parameters: { retry_after: 7 },
    })
    expect(await deliver()).toEqual({
      status: 'retry',
      detail: '429: Too Many Requests: retry after 7',
      retryAfterMs: 7000,
    })
    fake.failNext('sendMessage', { error_code: 502, description: 'Bad Gateway' })
    expect(await deliver()).toMatchObject({ status: 'retry', detail: '502: Bad Gateway' })
  })

  it('fails for good and unlinks the chat when the bot is blocked (403)', async () => {
    const { deliver, links, userUuid } = await setUp(nextChat())
    fake.failNext('sendMessage', {
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    })
    expect(await deliver()).toEqual({
      status: 'failed',
      detail: '403: Forbidden: bot was blocked by the user (Telegram disconnected)',
    })
    expect(await links.find(userUuid)).toBeUndefined()
    expect(await deliver()).toMatchObject({ status: 'skipped' })
    fake.failNext('sendMessage', { error_code: 400, description: 'Bad Request: chat not found' })
    const other = await setUp(nextChat())
    expect(await other.deliver()).toEqual({
      status: 'failed',
      detail: '400: Bad Request: chat not found',
    })
  })

  it('retries a network failure without the token in its detail', async () => {
    const { links, userUuid } = await setUp(nextChat())
    const closed = await startFakeTelegram()
    await closed.close()
    const sender = createTelegramSender({
      config: { botToken: fake.token, apiUrl: closed.url },
      links,
      limiter: createSendLimiter(),
    })
    const outcome = await sender.deliver({ notice: testNotice(), userUuid, url, attempt: 1 })
    expect(outcome).toEqual({ status: 'retry', detail: 'Network error calling sendMessage' })
    expect(JSON.stringify(outcome)).not.toContain(fake.token)
  })

  it('skips every delivery on a server without a bot', async () => {
    const { userUuid } = await setUp(nextChat())
    const before = fake.sent.length
    const sender = await createConfiguredTelegramSender(undefined, target.open().db)
    expect(await sender.deliver({ notice: testNotice(), userUuid, url, attempt: 1 })).toEqual({
      status: 'skipped',
      detail: 'Telegram is off on this server',
    })
    expect(fake.sent.length).toBe(before)
  })
})
