import { randomBytes } from 'node:crypto'
import { signedInAccount } from './accounts'
import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { createEmptyDashboard, input, overlay, pressSlashUntilOpen, results } from './searchPage'

// Offline search (docs/search.md, "Offline search"): a signed-in tab syncs the user's records
// (GET /v1/search/records) into IndexedDB once per tab session, and again when a pulse says they
// changed; offline, the worker answers from them.

const isRecords = (url: string) => new URL(url).pathname === '/v1/search/records'

/**
 * Watches this page's pulse socket through the DevTools protocol: answers a function whose
 * promise resolves once the next socket is upgraded (the server then holds it, so a pulse sent
 * after that reaches the page).
 */
async function pulseSockets(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const sockets = new Set<string>()
  const waiting: Array<() => void> = []
  cdp.on('Network.webSocketCreated', (event) => {
    if (event.url.endsWith('/v1/ws/pulses')) sockets.add(event.requestId)
  })
  cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
    if (!sockets.has(event.requestId) || event.response.status !== 101) return
    for (const resolve of waiting.splice(0)) resolve()
  })
  return () => new Promise((resolve) => void waiting.push(resolve))
}

test('offline, the overlay answers from the last synced copy, own dashboards included', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'offline')
  const name = `Harbour ledger ${randomBytes(3).toString('hex')}`
  await createEmptyDashboard(page, name, 'ETH')

  // The first page of the tab's session that knows the user syncs the copy, and the search
  // worker starts then, while its script can be fetched.
  const synced = page.waitForResponse(
    (response) => isRecords(response.url()) && response.status() === 200,
  )
  const worker = page.waitForEvent('worker', (started) => started.url().includes('offlineSearch'))
  await page.reload()
  await synced
  await (await worker).evaluate(() => true)
  await pressSlashUntilOpen(page)
  await expect(input(page)).toBeEnabled()

  await context.setOffline(true)
  // A typo in a catalog chart's name.
  await input(page).fill('minr revenue')
  await expect(overlay(page).getByText('Offline results')).toBeVisible()
  await expect(
    results(page)
      .getByRole('option', { name: /Miner Revenue/ })
      .first(),
  ).toBeVisible()
  // The user's own dashboard, by a prefix of its last word.
  await input(page).fill(name.slice(0, -2))
  await expect(results(page).getByRole('option', { name: new RegExp(name) })).toBeVisible()
  await expect(overlay(page).getByText('Offline results')).toBeVisible()

  await context.setOffline(false)
  await input(page).fill('miner revenue')
  await expect(overlay(page).getByText('Offline results')).toBeHidden()
  await expect(
    results(page)
      .getByRole('option', { name: /Miner Revenue/ })
      .first(),
  ).toBeVisible()
})

test('a signed-in tab asks for the records once, however many pages it loads, and again on a pulse', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'records')
  const asked: Array<string | undefined> = []
  page.on('request', (request) => {
    if (isRecords(request.url())) asked.push(request.headers()['if-none-match'])
  })
  const nextSocket = await pulseSockets(page, context)

  // The first full page load that knows the user syncs the copy.
  const first = page.waitForResponse((r) => isRecords(r.url()) && r.status() === 200)
  await page.reload()
  await first

  // More full page loads in the same tab: the copy is not asked for again. Each waits until the
  // page's pulse socket is open, which it opens once the user is known, as the sync was.
  for (const path of ['/charts', '/dashboards/asset-overview?a=BTC']) {
    const socket = nextSocket()
    await page.goto(path)
    await socket
  }
  expect(asked).toHaveLength(1)

  // A dashboard written elsewhere (here through the API, as another device would) changes the
  // user's records: the pulse makes this tab ask again, with the copy's ETag.
  const again = page.waitForResponse((r) => isRecords(r.url()) && r.status() === 200)
  await createEmptyDashboard(page, `Pulse ledger ${randomBytes(3).toString('hex')}`, 'BTC')
  await again
  expect(asked).toHaveLength(2)
  expect(asked[1]).toMatch(/^W\//)
})
