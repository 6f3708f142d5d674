import { chromium } from '@playwright/test'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { countPixels } from './chartCanvas'
import { test, expect } from './fixtures'
import { startServer } from './serverProcess'

test('the manifest describes an installable app with shortcuts', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.ok()).toBe(true)
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    name: 'Onchain Studio',
    short_name: 'Studio',
    display: 'standalone',
  })
  const purposes = manifest.icons.map(
    (i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`,
  )
  expect(purposes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  )
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual([
    'Charts',
    'Dashboards',
    'Alerts',
  ])
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png')
  }
})

test('Chromium reports no installability errors', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'studio-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  })
  try {
    const page = await context.newPage()
    await page.goto(`${baseURL}/home`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('offline, with the server gone, a reload still renders the shell', async ({ browser }) => {
  // A private server starts first: its start-up is part of the budget.
  test.setTimeout(60_000)
  const server = await startServer()
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const page = await context.newPage()
    await page.goto('/home')
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((r) =>
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
        )
      }
    })
    // A real cut: the server process is stopped and the browser is offline.
    await server.stop()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible()
    // Other screens open from the precached shell too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
    await page.goto('/trust-center')
    await expect(page.getByRole('heading', { level: 1, name: /trust center/i })).toBeVisible()
  } finally {
    await context.close()
    await server.stop()
  }
})

test('a new version waits for the user, then Reload switches to it', async ({ browser }) => {
  test.setTimeout(60_000)
  const server = await startServer()
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const page = await context.newPage()
    await page.goto('/home')
    const firstScript = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    )
    expect(firstScript).toContain('/sw.js')
    await expect(page.getByRole('alert').filter({ hasText: 'new version' })).toHaveCount(0)

    // Deploy a new version: the service worker file changes.
    appendFileSync(join(server.staticDir, 'sw.js'), '\n// next release\n')
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page
      .getByRole('alert')
      .filter({ hasText: 'A new version of Onchain Studio is ready.' })
    await expect(prompt).toBeVisible()
    // Nothing activates on its own: the new worker is still waiting.
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(true)

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ])
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(false)
  } finally {
    await context.close()
    await server.stop()
  }
})

test('a chart viewed before opens offline from the series store; one never viewed says so', async ({
  browser,
}) => {
  // Its own server, two charts, a store to fill and a cut: more than the default 30 s on a busy
  // machine.
  test.setTimeout(90_000)
  const server = await startServer()
  const context = await browser.newContext({ baseURL: server.url })
  try {
    const page = await context.newPage()
    await page.goto('/home')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((r) =>
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
        )
      }
    })
    await page.goto('/charts/AddressesActiveCount?a=BTC')
    const legend = page.getByRole('list', { name: 'Legend' })
    await expect(legend.getByRole('button', { name: 'Price' })).toBeVisible()
    // The service worker stores both series (metric and price) as chunked typed arrays.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('studio-series')
              open.onerror = () => resolve(0)
              open.onsuccess = () => {
                const db = open.result
                if (!db.objectStoreNames.contains('series')) return resolve(0)
                const count = db.transaction('series').objectStore('series').count()
                count.onsuccess = () => resolve(count.result)
                count.onerror = () => resolve(0)
              }
            }),
        ),
      )
      .toBe(2)

    // Hours later the browser's HTTP cache has nothing fresh: only the series store can answer.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await server.stop()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Active Addresses' })).toBeVisible()
    await expect(
      page.getByText(/^Offline, data as of \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/),
    ).toBeVisible()
    await expect(legend.getByRole('button', { name: 'Active Addresses' })).toBeVisible()
    // Blue pixels: the metric's line, drawn from the stored series.
    expect(await countPixels(page, { r: [0, 89], b: [181, 255] })).toBeGreaterThan(200)

    await page.goto('/charts/TransactionsCount?a=BTC')
    await expect(
      page.getByText(
        'You are offline and this chart has not been viewed on this device yet, so its data is not available.',
      ),
    ).toBeVisible()
  } finally {
    await context.close()
    await server.stop()
  }
})
