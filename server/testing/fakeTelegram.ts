import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the Telegram Bot API on 127.0.0.1 (a free port), for the calls the server makes:
 * `POST /bot<token>/<method>` with a JSON body, answered `{ ok: true, result }` or
 * `{ ok: false, error_code, description, parameters? }` as Telegram does. Point the server at it
 * with TELEGRAM_API_URL = `fake.url`.
 *
 * - getMe, setWebhook / deleteWebhook / getWebhookInfo (the webhook is remembered);
 * - getUpdates: long polling over a queue the test fills with `pushUpdate` (or the helpers
 *   `pushMessage`); a newer getUpdates ends a waiting one with 409, as Telegram does;
 * - sendMessage: recorded in `sent`; `nextMessage()` waits for the next one;
 * - `failNext(method, error)` makes the next call of `method` fail (429 with retry_after, 403…).
 *
 * A call with another token than the fake's is answered 401 Unauthorized.
 */
export interface TelegramError {
  error_code: number
  description: string
  parameters?: { retry_after?: number; migrate_to_chat_id?: number }
}

export interface SentMessage {
  chat_id: number
  text: string
  parse_mode?: string
  [field: string]: unknown
}

export interface TelegramUpdate {
  update_id: number
  [field: string]: unknown
}

export interface FakeTelegram {
  /** The API root for TELEGRAM_API_URL. */
  url: string
  token: string
  username: string
  /** Every call in order, with its JSON parameters. */
  readonly calls: { method: string; params: Record<string, unknown> }[]
  /** Messages accepted by sendMessage, in order. */
  readonly sent: SentMessage[]
  /** The registered webhook, as setWebhook last set it; null after deleteWebhook. */
  webhook: { url: string; secret_token?: string } | null
  /** Queues an update for getUpdates; its update_id is assigned when missing. */
  pushUpdate(update: Omit<TelegramUpdate, 'update_id'> & { update_id?: number }): TelegramUpdate
  /** Queues a private text message from `chatId` (a bot command when it starts with `/`). */
  pushMessage(chatId: number, text: string): TelegramUpdate
  /** The update a private text message makes, for a webhook test to post itself. */
  messageUpdate(chatId: number, text: string): TelegramUpdate
  /** The next sendMessage (already sent ones first, in order). */
  nextMessage(): Promise<SentMessage>
  /** The next call of `method` fails with `error` (queued: call again for several). */
  failNext(method: string, error: TelegramError): void
  close(): Promise<void>
}

export async function startFakeTelegram(
  options: { token?: string; username?: string } = {},
): Promise<FakeTelegram> {
  const token = options.token ?? '123456789:AAFakeTelegramTokenForTests0123456789'
  const username = options.username ?? 'studio_test_bot'
  const queue: TelegramUpdate[] = []
  const failures = new Map<string, TelegramError[]>()
  let nextUpdateId = 1
  let nextMessageId = 1
  let delivered = 0
  let waitingPoll: { answer: (updates: TelegramUpdate[] | TelegramError) => void } | undefined
  const messageWaiters: ((message: SentMessage) => void)[] = []

  const messageUpdate = (chatId: number, text: string): TelegramUpdate => {
    const command = /^\/\w+/.exec(text)?.[0]
    const update_id = nextUpdateId
    nextUpdateId += 1
    return {
      update_id,
      message: {
        message_id: update_id,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'Ada' },
        from: { id: chatId, is_bot: false, first_name: 'Ada' },
        text,
        ...(command === undefined
          ? {}
          : { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }),
      },
    }
  }

  const fake: FakeTelegram = {
    url: '',
    token,
    username,
    calls: [],
    sent: [],
    webhook: null,
    pushUpdate(partial) {
      const update = { ...partial, update_id: partial.update_id ?? nextUpdateId } as TelegramUpdate
      nextUpdateId = Math.max(nextUpdateId, update.update_id + 1)
      queue.push(update)
      if (waitingPoll !== undefined) {
        const poll = waitingPoll
        waitingPoll = undefined
        poll.answer([...queue])
      }
      return update
    },
    pushMessage(chatId, text) {
      return fake.pushUpdate(messageUpdate(chatId, text))
    },
    messageUpdate,
    nextMessage() {
      const message = fake.sent[delivered]
      if (message !== undefined) {
        delivered += 1
        return Promise.resolve(message)
      }
      return new Promise((resolve) => {
        messageWaiters.push((sentMessage) => {
          delivered += 1
          resolve(sentMessage)
        })
      })
    },
    failNext(method, error) {
      failures.set(method, [...(failures.get(method) ?? []), error])
    },
    close: () => Promise.resolve(),
  }

  const call = (
    method: string,
    params: Record<string, unknown>,
    respond: (answer: unknown) => void,
    response: ServerResponse,
  ): void => {
    const failure = failures.get(method)?.shift()
    if (failure !== undefined) return respond(failure)
    switch (method) {
      case 'getMe':
        return respond({
          id: Number(token.split(':')[0]),
          is_bot: true,
          first_name: 'Studio Alerts',
          username,
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        })
      case 'setWebhook':
        fake.webhook = {
          url: String(params.url),
          ...(typeof params.secret_token === 'string' ? { secret_token: params.secret_token } : {}),
        }
        return respond(true)
      case 'deleteWebhook':
        fake.webhook = null
        return respond(true)
      case 'getWebhookInfo':
        return respond({
          url: fake.webhook?.url ?? '',
          has_custom_certificate: false,
          pending_update_count: 0,
        })
      case 'getUpdates':
        return getUpdates(params, respond, response)
      case 'sendMessage': {
        const message = { ...params } as SentMessage
        fake.sent.push(message)
        const waiter = messageWaiters.shift()
        waiter?.(message)
        const message_id = nextMessageId
        nextMessageId += 1
        return respond({
          message_id,
          date: Math.floor(Date.now() / 1000),
          chat: { id: message.chat_id, type: 'private' },
          text: message.text,
        })
      }
      default:
        return respond({ error_code: 404, description: 'Not Found: method not found' })
    }
  }

  function getUpdates(
    params: Record<string, unknown>,
    respond: (answer: unknown) => void,
    response: ServerResponse,
  ): void {
    // Telegram forgets updates below the offset: they are confirmed.
    const offset = typeof params.offset === 'number' ? params.offset : 0
    while (queue[0] !== undefined && queue[0].update_id < offset) queue.shift()
    if (waitingPoll !== undefined) {
      const older = waitingPoll
      waitingPoll = undefined
      older.answer({
        error_code: 409,
        description: 'Conflict: terminated by other getUpdates request',
      })
    }
    const limit = typeof params.limit === 'number' ? params.limit : 100
    const timeout = typeof params.timeout === 'number' ? params.timeout : 0
    if (queue.length > 0 || timeout === 0) return respond(queue.slice(0, limit))
    const poll = {
      answer: (answer: TelegramUpdate[] | TelegramError) => {
        clearTimeout(timer)
        respond(Array.isArray(answer) ? answer.slice(0, limit) : answer)
      },
    }
    const timer = setTimeout(() => {
      if (waitingPoll === poll) waitingPoll = undefined
      respond([])
    }, timeout * 1000)
    waitingPoll = poll
    // A client that gave up (an aborted long poll) no longer waits for an answer.
    response.on('close', () => {
      if (waitingPoll !== poll) return
      waitingPoll = undefined
      clearTimeout(timer)
    })
  }

  const server = createServer((request, response) => {
    void readJson(request).then((params) => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '')
      const respond = (answer: unknown) => send(response, answer)
      if (match?.[1] !== token || match[2] === undefined) {
        return send(response, { error_code: 401, description: 'Unauthorized' })
      }
      const method = match[2]
      fake.calls.push({ method, params })
      call(method, params, respond, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise((resolve) => {
      waitingPoll?.answer([])
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}

function isError(answer: unknown): answer is TelegramError {
  return typeof answer === 'object' && answer !== null && 'error_code' in answer
}

function send(response: ServerResponse, answer: unknown): void {
  if (response.writableEnded || response.destroyed) return
  const body = isError(answer) ? { ok: false, ...answer } : { ok: true, result: answer }
  response.writeHead(isError(answer) ? answer.error_code : 200, {
    'content-type': 'application/json',
  })
  response.end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (text === '') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
