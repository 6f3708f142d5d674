import { beforeAll, expect, it } from 'vitest'
import { migrateToLatest } from '../db/migrate'
import { hashToken, newToken } from '../security/tokens'
import { describeEachDatabase } from '../testing/databaseTargets'
import { createRowOwner } from '../testing/repositoryUsers'
import { createTelegramLinksRepository, liveTokensPerUser } from './telegramLinksRepository'

// Chat ids of Telegram exceed 32 bits.
const bigChat = 7_123_456_789

describeEachDatabase('Telegram links repository', (target) => {
  beforeAll(async () => {
    await migrateToLatest(target.open())
  })
  const newUser = () => createRowOwner(target.open().db, 'telegram.example')

  it('links a chat with a token once, and never with an expired or unknown one', async () => {
    const links = createTelegramLinksRepository(target.open().db)
    const ada = await newUser()
    const [first, second, stale] = [newToken(), newToken(), newToken()]
    await links.addToken(ada, hashToken(first), 2000)
    await links.addToken(ada, hashToken(second), 2000)
    await links.addToken(ada, hashToken(stale), 1000)
    expect(await links.find(ada)).toBeUndefined()
    expect(await links.redeem(hashToken(newToken()), bigChat, 1500)).toBeUndefined()

    expect(await links.redeem(hashToken(first), bigChat, 1500)).toBe(ada)
    expect(await links.find(ada)).toEqual({ chatId: bigChat, linkedAt: 1500 })
    // The token is spent, and the user's other tokens with it.
    expect(await links.redeem(hashToken(first), 42, 1600)).toBeUndefined()
    expect(await links.redeem(hashToken(second), 42, 1600)).toBeUndefined()
    expect(await links.find(ada)).toEqual({ chatId: bigChat, linkedAt: 1500 })

    const bob = await newUser()
    const late = newToken()
    await links.addToken(bob, hashToken(late), 1000)
    expect(await links.redeem(hashToken(late), 42, 1000)).toBeUndefined()
    expect(await links.find(bob)).toBeUndefined()
  })

  // Several instances share PostgreSQL only; the embedded SQLite runs one process.
  it.runIf(target.dialect === 'postgres')(
    'gives a token to one of two instances redeeming it at once',
    async () => {
      const ada = await newUser()
      const token = newToken()
      await createTelegramLinksRepository(target.open().db).addToken(ada, hashToken(token), 5000)
      const instances = [target.open(), target.open()].map((h) =>
        createTelegramLinksRepository(h.db),
      )
      const results = await Promise.all(
        instances.map((links, i) => links.redeem(hashToken(token), 100 + i, 4000)),
      )
      expect(results.filter((r) => r === ada)).toHaveLength(1)
      const chat = results[0] === ada ? 100 : 101
      expect(await instances[0]?.find(ada)).toEqual({ chatId: chat, linkedAt: 4000 })
    },
  )

  it('relinks to a new chat, unlinks by user or by chat, and sweeps expired tokens', async () => {
    const links = createTelegramLinksRepository(target.open().db)
    const [ada, bob] = [await newUser(), await newUser()]
    for (const [user, chat] of [
      [ada, 1],
      [bob, 1],
    ] as const) {
      const token = newToken()
      await links.addToken(user, hashToken(token), 9000)
      await links.redeem(hashToken(token), chat, 10)
    }
    const again = newToken()
    await links.addToken(ada, hashToken(again), 9000)
    await links.redeem(hashToken(again), 2, 20)
    expect(await links.find(ada)).toEqual({ chatId: 2, linkedAt: 20 })
    expect(await links.unlinkChat(1)).toBe(1)
    expect(await links.find(bob)).toBeUndefined()
    expect(await links.unlinkChat(2, bob)).toBe(0)
    expect(await links.unlink(ada)).toBe(true)
    expect(await links.unlink(ada)).toBe(false)

    await links.addToken(ada, hashToken(newToken()), 30)
    expect(await links.deleteExpiredTokens(30)).toBeGreaterThanOrEqual(1)
    expect(await links.deleteExpiredTokens(30)).toBe(0)
  })

  it('keeps the newest few tokens of a user', async () => {
    const links = createTelegramLinksRepository(target.open().db)
    const ada = await newUser()
    const tokens = Array.from({ length: liveTokensPerUser + 2 }, () => newToken())
    for (const [i, token] of tokens.entries()) {
      await links.addToken(ada, hashToken(token), 10_000 + i)
    }
    expect(await links.redeem(hashToken(tokens[0] ?? ''), 1, 100)).toBeUndefined()
    expect(await links.redeem(hashToken(tokens[1] ?? ''), 1, 100)).toBeUndefined()
    expect(await links.redeem(hashToken(tokens[2] ?? ''), 1, 100)).toBe(ada)
  })
})
