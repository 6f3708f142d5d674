import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { createVerifiedAccount, newAccount } from './accounts'
import { test, expect } from './fixtures'
import { startServer } from './serverProcess'

/*
 * Background Sync (docs/offline.md, "Replay"): an edit queued offline is sent by the service
 * worker when the browser wakes it for the outbox's sync tag, with no page of the app open.
 * Chromium fires the event itself when the connection comes back; here the DevTools protocol's
 * ServiceWorker.dispatchSyncEvent fires it, as the browser would.
 */

const star = (page: Page) => page.getByRole('button', { name: 'Favourite', exact: true })

test('the service worker sends an edit queued offline when the browser wakes it, with the app closed', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const server = await startServer()
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const page = await context.newPage()
    await page.goto('/home')
    await page.evaluate(() => navigator.serviceWorker.ready)
    const account = newAccount('background-sync')
    await createVerifiedAccount(page.request, account, join(server.dataDir, 'mail'))
    const login = await page.request.post('/v1/user/login', {
      data: { email: account.email, password: account.password },
      headers: { Origin: server.url, 'Idempotency-Key': randomUUID() },
    })
    expect(login.status()).toBe(200)
    await page.goto('/charts/AddressesActiveCount?a=ETH')
    await expect(star(page)).not.toHaveAttribute('aria-busy', 'true')

    // Starred offline: queued in the outbox.
    await context.setOffline(true)
    await star(page).click()
    await expect(page.getByRole('button', { name: '1 unsynced change' })).toBeVisible()

    // The app closed; a blank page keeps the browser's DevTools session to the worker.
    const blank = await context.newPage()
    await page.close()
    await context.setOffline(false)
    const cdp = await context.newCDPSession(blank)
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: server.url,
      registrationId: await registration,
      tag: 'studio-outbox',
      lastChance: false,
    })

    await expect
      .poll(
        async () => {
          const answer = await blank.request.get(`${server.url}/v1/user/favorites`)
          const list = (await answer.json()) as { data: { meta: { metricCode?: string } }[] }
          return list.data.filter((f) => f.meta.metricCode === 'AddressesActiveCount').length
        },
        { timeout: 20_000 },
      )
      .toBe(1)
  } finally {
    await context.close()
    await server.stop()
  }
})
