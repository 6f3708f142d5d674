/**
 * Telegram's send limits in this process: about one message a second per chat and about 30 a
 * second in all. `acquire` waits (up to `maxWaitMs`) for a free slot and takes it; past that it
 * answers how long the caller should come back after, and the sender asks the outbox to retry.
 * Each instance counts its own sends: with several instances Telegram's 429 (with retry_after)
 * is the backstop, and the outbox retries those too.
 */
export interface SendLimiter {
  /** 0 when a slot was taken (send now), else the milliseconds to wait before trying again. */
  acquire(chatId: number): Promise<number>
}

export interface SendLimiterOptions {
  perChatIntervalMs?: number
  perSecond?: number
  /** The longest a send waits here for a slot. */
  maxWaitMs?: number
  clock?: () => number
  sleep?: (ms: number) => Promise<void>
}

export function createSendLimiter(options: SendLimiterOptions = {}): SendLimiter {
  const perChatIntervalMs = options.perChatIntervalMs ?? 1000
  const perSecond = options.perSecond ?? 30
  const maxWaitMs = options.maxWaitMs ?? 3000
  const clock = options.clock ?? Date.now
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const lastByChat = new Map<number, number>()
  // Times of the sends of the last second, oldest first.
  let recent: number[] = []

  /** How long until both limits allow a send to `chatId` at `now`. */
  const waitFor = (chatId: number, now: number): number => {
    recent = recent.filter((t) => t > now - 1000)
    const last = lastByChat.get(chatId)
    const chatWait = last === undefined ? 0 : last + perChatIntervalMs - now
    const oldest = recent[0]
    const overallWait = recent.length < perSecond || oldest === undefined ? 0 : oldest + 1000 - now
    return Math.max(0, chatWait, overallWait)
  }

  return {
    async acquire(chatId) {
      const deadline = clock() + maxWaitMs
      for (;;) {
        const now = clock()
        const wait = waitFor(chatId, now)
        if (wait === 0) {
          // Taken between two awaits: no other acquire can run in between.
          lastByChat.set(chatId, now)
          recent.push(now)
          if (lastByChat.size > 10_000) forgetIdleChats(now)
          return 0
        }
        if (now + wait > deadline) return wait
        await sleep(wait)
      }
    },
  }

  function forgetIdleChats(now: number) {
    for (const [chat, last] of lastByChat) {
      if (last + perChatIntervalMs <= now) lastByChat.delete(chat)
    }
  }
}
