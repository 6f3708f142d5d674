import { readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { pulseMessageSchema, type PulseMessage } from '@/core/api/pulses'
import { createLogger } from '../logger'
import { describeEachDatabase } from '../testing/databaseTargets'
import { browser, formAction } from '../oidc/testing'
import { signedInUser, testPassword } from '../testing/signedInUser'
import { buildTestApp, type TestApp } from '../testing/testApp'
import type { PulseHub } from './pulseHub'
import { createPulseHub } from './createPulseHub'

const origin = 'http://studio.test'

/** The alert's name of an alert message (what `pulse` sent), else the message's type. */
const nameOf = (message: PulseMessage) =>
  message.type === 'alert' ? message.alert.name : message.type

function pulse(name: string): PulseMessage {
  return {
    type: 'alert',
    alert: {
      uuid: '6a2f41a0-0000-4000-8000-000000000001',
      name,
      metricName: 'Price',
      path: 'market/price_usd_close',
      asset: 'BTC',
      resolution: '24h',
      condition: 'gt',
      conditionValues: [100_000],
    },
    value: 101_234,
    t: 1_764_000_000,
    firingId: `firing-${name}`,
    test: false,
    url: '/charts/price_usd_close?a=BTC&alert=6a2f41a0-0000-4000-8000-000000000001',
  }
}

interface Client {
  socket: WebSocket
  /** The next message the socket receives, parsed. */
  next(): Promise<PulseMessage>
  /** The close code and reason, once closed. */
  closed: Promise<[number, string]>
}

/** The newest mail an instance wrote (files under its DATA_DIR/mail/). */
function lastMailLink(test: TestApp): URL {
  const dir = path.join(test.dataDir, 'mail')
  const name = readdirSync(dir).sort().at(-1) ?? ''
  return new URL((JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { link: string }).link)
}

describeEachDatabase('the pulse socket', (target) => {
  // Two instances behind a load balancer, each with its own connection (and hub) to one database.
  let instances: [TestApp, TestApp]
  let hubs: [PulseHub, PulseHub]
  let urls: [string, string]
  const clients: WebSocket[] = []
  beforeAll(async () => {
    const build = async () => {
      const database = target.open()
      const pulses = await createPulseHub(database, { logger: createLogger('silent') })
      const test = await buildTestApp({ PUBLIC_ORIGIN: origin }, { pulses }, { database })
      return { test, pulses }
    }
    const [first, second] = [await build(), await build()]
    instances = [first.test, second.test]
    hubs = [first.pulses, second.pulses]
    urls = ['', '']
    for (const [index, test] of instances.entries()) {
      await test.app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = test.app.server.address() as AddressInfo
      urls[index] = `ws://127.0.0.1:${port}/v1/ws/pulses`
    }
    // Two apps to build: more than the default 10 s on a loaded 2-core machine.
  }, 60_000)
  afterAll(async () => {
    for (const client of clients) client.terminate()
    await Promise.all(instances.map((t) => t.close()))
  })

  function connect(url: string, headers: Record<string, string>): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers })
      clients.push(socket)
      const queue: PulseMessage[] = []
      const waiting: Array<(m: PulseMessage) => void> = []
      const closed = new Promise<[number, string]>((done) =>
        socket.on('close', (code, reason) => done([code, reason.toString()])),
      )
      socket.on('message', (data) => {
        const message = pulseMessageSchema.parse(JSON.parse(String(data)))
        const waiter = waiting.shift()
        if (waiter) waiter(message)
        else queue.push(message)
      })
      socket.on('open', () =>
        resolve({
          socket,
          closed,
          next: () => {
            const queued = queue.shift()
            return queued ? Promise.resolve(queued) : new Promise((r) => waiting.push(r))
          },
        }),
      )
      socket.on('unexpected-response', (_request, response) =>
        reject(new Error(`refused with ${response.statusCode}`)),
      )
      socket.on('error', reject)
    })
  }

  let users = 0
  const newUser = () => signedInUser(instances[0], `pulse${(users += 1)}@studio.test`, origin)
  /** Another session of the same account (another browser), through instance `at`. */
  const logIn = async (email: string, at: TestApp) => {
    const login = await at.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { origin },
      payload: { email, password: testPassword },
    })
    expect(login.statusCode).toBe(200)
    return login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  }
  // With PostgreSQL the session ends on one instance and the socket is held by the other; the
  // SQLite server is one process, so both are on the one instance there.
  const ender = () => instances[0]
  const holder = () => (target.dialect === 'postgres' ? urls[1] : urls[0])

  it('refuses the upgrade without a session, with a foreign or missing Origin', async () => {
    const [url] = urls
    const { cookie } = await newUser()
    await expect(connect(url, { origin })).rejects.toThrow('refused with 401')
    await expect(connect(url, { origin, cookie: 'studio_session=forged' })).rejects.toThrow(
      'refused with 401',
    )
    await expect(connect(url, { origin: 'https://evil.test', cookie })).rejects.toThrow(
      'refused with 403',
    )
    await expect(connect(url, { cookie })).rejects.toThrow('refused with 403')
    const plain = await instances[0].app.inject({
      url: '/v1/ws/pulses',
      headers: { origin, cookie },
    })
    expect(plain.statusCode).toBe(426)
  })

  it("sends a published message to each of the user's sockets and to no one else", async () => {
    const [ada, bob] = [await newUser(), await newUser()]
    const adaTabs = [
      await connect(urls[0], { origin, cookie: ada.cookie }),
      await connect(urls[0], { origin, cookie: ada.cookie }),
    ]
    const bobTab = await connect(urls[0], { origin, cookie: bob.cookie })

    await hubs[0].publish(ada.uuid, pulse('for Ada'))
    await hubs[0].publish(bob.uuid, pulse('for Bob'))
    for (const tab of adaTabs) expect(nameOf(await tab.next())).toBe('for Ada')
    // Bob's first message is his own: Ada's never reached him.
    expect(nameOf(await bobTab.next())).toBe('for Bob')
  })

  it('closes a socket whose client sends more than a ping-sized frame', async () => {
    const ada = await newUser()
    const tab = await connect(urls[0], { origin, cookie: ada.cookie })
    const closed = new Promise<number>((resolve) => tab.socket.on('close', resolve))
    tab.socket.send('x'.repeat(2048))
    expect(await closed).toBe(1009)
  })

  it.skipIf(target.dialect === 'sqlite')(
    'delivers a message published on one instance to a socket held by the other',
    async () => {
      const ada = await newUser()
      const tab = await connect(urls[1], { origin, cookie: ada.cookie })
      await hubs[0].publish(ada.uuid, pulse('across instances'))
      expect(await tab.next()).toEqual(pulse('across instances'))
    },
  )

  it.skipIf(target.dialect === 'sqlite')(
    'listens again after its LISTEN connection is lost',
    async () => {
      const channel = `pulses_test_${process.pid}_${Date.now()}`
      const database = target.open()
      const hub = await createPulseHub(database, { logger: createLogger('silent'), channel })
      const received: PulseMessage[] = []
      hub.subscribe('u1', (m) => received.push(m))
      const killed = await sql<{ count: number }>`
        select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
        where query = ${`LISTEN "${channel}"`}`.execute(database.db)
      expect(killed.rows[0]?.count).toBe(1)
      // The hub reconnects after a backoff of about a second; publish until it hears again.
      await vi.waitFor(
        async () => {
          await hub.publish('u1', pulse('again'))
          expect(received.length).toBeGreaterThan(0)
        },
        { timeout: 15_000, interval: 250 },
      )
      await hub.close()
    },
  )

  it("closes the socket of a session that logs out (4001), on whichever instance, and not the user's others", async () => {
    const ada = await newUser()
    const email = `pulse${users}@studio.test`
    const phone = await logIn(email, ender())
    const tab = await connect(holder(), { origin, cookie: ada.cookie })
    const phoneTab = await connect(holder(), { origin, cookie: phone })
    const logout = await ender().app.inject({
      method: 'POST',
      url: '/v1/user/logout',
      headers: { origin, cookie: ada.cookie },
    })
    expect(logout.statusCode).toBe(200)
    expect(await tab.closed).toEqual([4001, 'session ended'])
    // The phone's session goes on, and so do its alerts.
    await hubs[0].publish(ada.uuid, pulse('still here'))
    expect(nameOf(await phoneTab.next())).toBe('still here')
    expect(phoneTab.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('closes every socket of the account when a password reset ends its sessions', async () => {
    const ada = await newUser()
    const email = `pulse${users}@studio.test`
    const tabs = [
      await connect(holder(), { origin, cookie: ada.cookie }),
      await connect(holder(), { origin, cookie: await logIn(email, ender()) }),
    ]
    const b = browser(ender())
    await b.post('/oidc/password-reset', { email })
    const link = await vi.waitFor(() => lastMailLink(ender()))
    const form = await b.get(link.pathname + link.search)
    const set = await b.post(formAction(form.body), {
      token: link.searchParams.get('token') ?? '',
      password: 'a brand new secret',
    })
    expect(set.body).toContain('Password changed')
    for (const tab of tabs) expect(await tab.closed).toEqual([4001, 'session ended'])
  })

  it('closes the sockets of a deleted account', async () => {
    const ada = await newUser()
    const tab = await connect(holder(), { origin, cookie: ada.cookie })
    const deleted = await ender().app.inject({
      method: 'POST',
      url: '/v1/user/delete_account',
      headers: { origin, cookie: ada.cookie },
    })
    expect(deleted.statusCode).toBe(200)
    expect(await tab.closed).toEqual([4001, 'session ended'])
  })

  it('closes its sockets when the app closes', async () => {
    const ada = await newUser()
    const extra = await buildTestApp({ PUBLIC_ORIGIN: origin }, {}, { database: target.open() })
    await extra.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = extra.app.server.address() as AddressInfo
    const tab = await connect(`ws://127.0.0.1:${port}/v1/ws/pulses`, {
      origin,
      cookie: ada.cookie,
    })
    const closed = new Promise((resolve) => tab.socket.on('close', resolve))
    await extra.close()
    await closed
  })
})

it('builds an in-memory hub for SQLite', async () => {
  const hub = await createPulseHub(
    { dialect: 'sqlite', db: undefined as never, close: async () => {} },
    { logger: createLogger('silent') },
  )
  const received: PulseMessage[] = []
  const stop = hub.subscribe('u1', (m) => received.push(m))
  await hub.publish('u1', pulse('one'))
  await hub.publish('u2', pulse('other'))
  stop()
  await hub.publish('u1', pulse('after'))
  expect(received.map(nameOf)).toEqual(['one'])
  await hub.close()
})
