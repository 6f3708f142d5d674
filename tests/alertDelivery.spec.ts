import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { alertPushPayloadSchema } from '../src/core/api/alertDelivery'
import { startFakePushService, type FakePushService } from '../server/testing/fakePushService'
import { createVerifiedAccount, newAccount } from './accounts'
import { test, expect } from './fixtures'
import { startServer, type RunningServer } from './serverProcess'

// The whole alert journey of issue 16 against a server of its own (it imports data into its
// database): sign in, turn push on, create an alert from a chart after its preview, import data
// that crosses it, see the open app's toast, receive the encrypted push at a push service on
// loopback, hand it to the service worker as Chromium's push service would (DevTools protocol),
// see the notification and open its chart, and find the firing with its channel in the history.
//
// Headless Chromium cannot obtain a real push subscription, so PushManager is stubbed to hand out
// a subscription at the fake push service (whose keys it holds to decrypt), and cannot click a
// system notification: the test opens the notification's own link, which the service worker's
// click handler opens (its logic is unit-tested in sw/alertNotifications.test.ts).

const day = 86_400
const level = 60_000

/** Daily BTC closes, all below the level, ending `lastT`; `crossing` adds a point above it. */
function closes(lastT: number, crossing?: { t: number; v: number }): string {
  const lines = ['t,v']
  for (let i = 399; i >= 0; i -= 1) {
    lines.push(`${lastT - i * day},${Math.round(45_000 + 5_000 * Math.sin(i / 20))}`)
  }
  if (crossing) lines.push(`${crossing.t},${crossing.v}`)
  return lines.join('\n')
}

/** `npm run data:import` into the server's database, as an operator runs it beside the server. */
function importCloses(server: RunningServer, csv: string): void {
  const file = path.join(server.dataDir, 'btc-closes.csv')
  writeFileSync(file, csv)
  const result = spawnSync(
    process.execPath,
    [
      'scripts/runCompiled.mjs',
      'cli/dataImport',
      file,
      '--path',
      'market/price_usd_close',
      '--asset',
      'BTC',
    ],
    { env: { ...process.env, DATA_DIR: server.dataDir }, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`data:import failed: ${result.stderr}`)
}

/** Every PushManager of the page hands out `subscription` (the fake push service's endpoint). */
async function stubPushManager(
  context: BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  await context.addInitScript((json) => {
    let current: PushSubscription | null = null
    const fromBase64url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
      // The app passes the VAPID key as bytes; the subscription reports it back as a buffer.
      const key: unknown = options?.applicationServerKey
      const applicationServerKey = key instanceof Uint8Array ? key.slice().buffer : null
      current = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey, userVisibleOnly: true },
        getKey: (name: PushEncryptionKeyName) =>
          fromBase64url(name === 'p256dh' ? json.keys.p256dh : json.keys.auth).buffer,
        toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
        unsubscribe: () => {
          current = null
          return Promise.resolve(true)
        },
      } as unknown as PushSubscription
      return Promise.resolve(current)
    }
    PushManager.prototype.getSubscription = () => Promise.resolve(current)
  }, subscription)
}

/** The id DevTools knows the page's service worker registration by. */
async function serviceWorkerRegistrationId(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const live = list.find((registration) => !registration.isDeleted)
      if (live) resolve(live.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await registrations }
}

let server: RunningServer | undefined
let push: FakePushService | undefined
let context: BrowserContext | undefined
test.afterEach(async () => {
  await context?.close()
  await server?.stop()
  await push?.close()
  context = server = push = undefined
})

test('an alert fires on imported data: toast, push to the service worker, notification, history', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  push = await startFakePushService()
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', ALERT_TICK_MS: '300' })
  const today = Math.floor(Date.now() / 1000 / day) * day
  importCloses(server, closes(today - day))

  context = await browser.newContext({ baseURL: server.url })
  await context.grantPermissions(['notifications'], { origin: server.url })
  await stubPushManager(context, push.subscribe('e2e-device'))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))

  const account = newAccount('alerts')
  await createVerifiedAccount(page.request, account, path.join(server.dataDir, 'mail'))
  const login = await page.request.post('/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: server.url },
  })
  expect(login.status()).toBe(200)
  // The server serves the import (it looks for new imports every few seconds).
  await expect
    .poll(async () => {
      const res = await page.request.get('/v1/metrics/market/price_usd_close?a=BTC&i=24h')
      return res.headers()['x-data-source']
    })
    .toBe('import')

  // Push on for this browser, once the service worker controls the page.
  await page.goto('/settings/notifications')
  await page.evaluate(async () => navigator.serviceWorker.ready)
  await page.reload()
  await page.getByRole('button', { name: 'Turn on push' }).click()
  await expect(page.getByText('Receives push notifications')).toBeVisible()

  // An alert from the chart, after its preview: the year of closes never went above the level.
  await page.goto('/charts/MarketPriceUsdClose?a=BTC&i=24h')
  await page
    .getByRole('toolbar', { name: 'Chart controls' })
    .getByRole('button', { name: 'Create alert' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Create alert' })
  await dialog.getByLabel('Value').fill(String(level))
  await expect(dialog.getByText('Would have fired 0 times in the last year')).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Push' }).check()
  await dialog.getByLabel('Name').fill('BTC above 60k')
  await dialog.getByRole('button', { name: 'Create alert' }).click()
  await expect(dialog).toBeHidden()

  // Today's close crosses the level.
  importCloses(server, closes(today - day, { t: today, v: 65_432 }))

  // The open app hears of it over the pulse socket.
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText('BTC above 60k')).toBeVisible({ timeout: 20_000 })

  // The push service got one encrypted, VAPID-signed push for this browser.
  await expect.poll(() => push?.received.length, { timeout: 20_000 }).toBe(1)
  const [received] = push.received
  expect(received?.status).toBe(201)
  expect(received?.vapid?.aud).toBe(push.url)
  const payload = alertPushPayloadSchema.parse(JSON.parse(received?.payload ?? 'null'))
  expect(payload).toMatchObject({ title: 'BTC above 60k', test: false, t: today })
  expect(payload.body).toContain('65,432')

  // Chromium's push service would hand it to the service worker now.
  const { cdp, registrationId } = await serviceWorkerRegistrationId(page)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId,
    data: received?.payload ?? '',
  })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }))
      }),
    )
    .toEqual([
      {
        title: 'BTC above 60k',
        body: payload.body,
        tag: payload.tag,
        data: expect.objectContaining({ url: payload.url }) as unknown,
      },
    ])

  // Its link opens the chart at the firing, with the alert drawn.
  await page.goto(payload.url)
  await expect(page.getByText('Alert “BTC above 60k”: above 60,000')).toBeVisible()

  // The history lists the firing and how push fared.
  await page.goto('/alerts')
  const card = page.getByRole('listitem', { name: 'BTC above 60k' })
  await card.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('list', { name: 'History of BTC above 60k' })
  await expect(history).toContainText('65,432')
  await expect(history).toContainText('Push: delivered (1 device)')
  expect(errors).toEqual([])
})
