import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiErrorSchema } from '@/core/api/error'
import { demoFormMessages } from '@/core/demoForm'
import { createContactMessagesRepository } from '../repositories/contactMessagesRepository'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { windowAlignedClock } from '../testing/windowAlignedClock'
import { contactFormRateLimit, invalidContactMessage } from './contactFormRoutes'

const url = '/v1/forms/contact'
const origin = 'https://studio.example.com'
const valid = {
  topic: 'support',
  name: 'Grace Hopper',
  email: 'grace@fund.example',
  message: 'The MVRV chart shows no data for LTC.\nWhat did I miss?',
  page: '/charts/MarketMvrv?a=LTC',
}

interface MailFile {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

function mails(t: TestApp): MailFile[] {
  const dir = path.join(t.dataDir, 'mail')
  const names = (() => {
    try {
      return readdirSync(dir).sort()
    } catch {
      return []
    }
  })()
  return names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as MailFile)
}

describe('POST /v1/forms/contact', () => {
  let test: TestApp
  // Each test posts from its own address so the per-address limit never couples tests.
  let address = 0
  const post = (body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      payload: body as Record<string, unknown>,
      headers,
      remoteAddress: remoteAddress ?? `10.0.0.${++address}`,
    })
  const stored = () => createContactMessagesRepository(test.database.db).listRecent(100)

  beforeAll(async () => {
    test = await buildTestApp(
      { PUBLIC_ORIGIN: origin, SUPPORT_EMAIL: 'help@studio.example.com' },
      { clock: windowAlignedClock() },
    )
  })
  afterAll(() => test.close())

  it('stores a message and mails it to the mailbox of its topic, replies going to the sender', async () => {
    const res = await post(valid, { origin })
    expect(res.statusCode).toBe(201)
    const { id } = res.json<{ id: string }>()
    expect((await stored()).find((m) => m.id === id)).toMatchObject(valid)
    const mail = await vi.waitFor(() => {
      const found = mails(test).find((m) => m.text.includes('no data for LTC'))
      if (found === undefined) throw new Error('not mailed yet')
      return found
    })
    expect(mail.to).toBe('help@studio.example.com')
    expect(mail.subject).toBe('[Onchain Studio] Product support: Grace Hopper')
    expect(mail.headers).toEqual({ 'Reply-To': 'grace@fund.example' })
    expect(mail.text).toContain(`Page: ${origin}/charts/MarketMvrv?a=LTC`)
  })

  it('mails feedback to the support mailbox too, and only stores a topic whose mailbox is unset', async () => {
    await post({ ...valid, topic: 'feedback', message: 'Please add a dark chart export' })
    await post({ ...valid, topic: 'press', message: 'An interview about on-chain data?' })
    const messages = await stored()
    expect(messages.map((m) => m.topic)).toEqual(expect.arrayContaining(['feedback', 'press']))
    await vi.waitFor(() => {
      expect(mails(test).some((m) => m.text.includes('dark chart export'))).toBe(true)
    })
    expect(mails(test).some((m) => m.text.includes('interview'))).toBe(false)
  })

  it('escapes the message in the mail', async () => {
    await post({ ...valid, message: '<img src=x onerror=alert(1)> & more' })
    const mail = await vi.waitFor(() => {
      const found = mails(test).find((m) => m.text.includes('onerror'))
      if (found === undefined) throw new Error('not mailed yet')
      return found
    })
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more')
  })

  it.each([
    ['topic', 'billing', demoFormMessages.unknownOption],
    ['topic', '', demoFormMessages.required],
    ['name', ' ', demoFormMessages.required],
    ['email', 'grace@', demoFormMessages.email],
    // One plain address: no second one, no header smuggled in.
    ['email', 'grace@fund.example\nBcc: all@example.com', demoFormMessages.email],
    ['message', '', demoFormMessages.required],
    ['message', 'x'.repeat(5001), demoFormMessages.tooLong],
  ])('answers 400 naming an invalid %s', async (field, value, message) => {
    const res = await post({ ...valid, [field]: value })
    expect(res.statusCode).toBe(400)
    expect(apiErrorSchema.strict().parse(res.json())).toEqual({
      status: 400,
      error: 'Bad Request',
      message: invalidContactMessage,
      fieldErrors: { [field]: message },
    })
  })

  it('refuses a foreign Origin with 403 and stores nothing', async () => {
    const before = (await stored()).length
    const res = await post(valid, { origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
    expect(await stored()).toHaveLength(before)
  })

  it('limits messages per client address with 429 and Retry-After', async () => {
    const from = '10.9.9.9'
    for (let i = 0; i < contactFormRateLimit.requests; i++) {
      expect((await post(valid, {}, from)).statusCode).toBe(201)
    }
    const limited = await post(valid, {}, from)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await post(valid, {}, '10.9.9.10')).statusCode).toBe(201)
  })
})
