import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signedInAccount } from './accounts'
import { test, expect } from './fixtures'
import { createEmptyDashboard, input, overlay, pressSlashUntilOpen, results } from './searchPage'

// Global search against the server's embedded Algolia-compatible service (docs/search.md):
// the `/` overlay, typo tolerance, the keyboard, tabs, recent searches, and a dashboard found
// as soon as its create has answered.

async function openSearch(page: Page) {
  // The hotkey is listened for once the app has started.
  await pressSlashUntilOpen(page)
  // The input is enabled once the search key is known.
  await expect(input(page)).toBeEnabled()
}

test('a typo still finds the chart; arrows and Enter open it, and the term is remembered', async ({
  page,
}) => {
  await page.goto('/home')
  await openSearch(page)
  await input(page).fill('bitcon price')
  const first = results(page)
    .getByRole('group', { name: 'Charts and dashboards' })
    .getByRole('option')
    .first()
  await expect(first).toContainText('Price')
  // The asset strip names BTC first for this query.
  await expect(
    results(page).getByRole('group', { name: 'Assets' }).getByRole('option').first(),
  ).toContainText('BTC')

  // The first option is active; arrows walk the list; Enter opens the active option.
  const options = results(page).getByRole('option')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await input(page).press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(input(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  )
  await input(page).press('ArrowUp')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  const chart = results(page)
    .getByRole('group', { name: 'Charts and dashboards' })
    .getByRole('option', { name: /^Chart Price The closing price/ })
    .first()
  const href = await chart.getAttribute('href')
  expect(href).toMatch(/^\/charts\//)
  await chart.hover()
  await input(page).press('Enter')
  await expect(overlay(page)).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`${href?.split('?')[0] ?? ''}`))

  // The search that opened a result is listed first among recent searches (shown while the
  // term is empty; the overlay keeps the last term).
  await openSearch(page)
  // Opened again, the overlay keeps the last term selected: what is typed replaces it.
  await expect(input(page)).toHaveValue('bitcon price')
  await expect(input(page)).toBeFocused()
  await page.keyboard.type('sopr')
  await expect(input(page)).toHaveValue('sopr')
  await input(page).fill('')
  const recent = page.getByRole('group', { name: 'Recent searches' })
  await expect(recent.getByRole('option').first()).toContainText('bitcon price')
  await page.keyboard.press('Escape')
  await expect(overlay(page)).toBeHidden()
})

test('Ctrl+Enter opens the active result in a new tab and keeps the overlay', async ({ page }) => {
  await page.goto('/home')
  await openSearch(page)
  await input(page).fill('mvr')
  const charts = results(page).getByRole('group', { name: 'Charts and dashboards' })
  await expect(charts.getByRole('option').first()).toContainText('MVRV')
  await charts.getByRole('option').first().hover()
  const opened = page.context().waitForEvent('page')
  await input(page).press('Control+Enter')
  const tab = await opened
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toMatch(/^\/charts\//)
  await expect(overlay(page)).toBeVisible()
  await tab.close()
})

test('tabs narrow to dashboards; a new dashboard is found once its create has answered', async ({
  page,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'search')
  await page.reload()
  const name = `Liquidity desk ${randomBytes(3).toString('hex')}`
  await createEmptyDashboard(page, name, 'ETH')

  await openSearch(page)
  await input(page).fill(name)
  const found = results(page).getByRole('option', { name: new RegExp(name) })
  await expect(found).toBeVisible()

  // The Dashboards tab keeps it; the Charts tab does not.
  await overlay(page).getByRole('tab', { name: 'Charts' }).click()
  await expect(found).toBeHidden()
  await overlay(page).getByRole('tab', { name: 'Dashboards' }).click()
  await expect(found).toBeVisible()
  await found.click()
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}/)
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible()
})

test('another account never finds that dashboard', async ({ page, browser }) => {
  await page.goto('/home')
  await signedInAccount(page, 'owner')
  const name = `Private book ${randomBytes(3).toString('hex')}`
  await createEmptyDashboard(page, name, 'BTC')

  const other = await browser.newPage()
  await other.goto(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/home`)
  await signedInAccount(other, 'other')
  await other.reload()
  await openSearch(other)
  await input(other).fill(name)
  await expect(other.getByText('No results found. Try a different search term.')).toBeVisible()
  await other.close()
})

test('the search requests go to the network without waking the service worker', async ({
  page,
}) => {
  await page.goto('/home')
  // Once the worker controls the page (its first install claims it).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await openSearch(page)
  await input(page).fill('mvrv')
  await expect(results(page).getByRole('option').first()).toContainText('MVRV')
  // Chromium's static routing: the worker's install routed /1/* to the network.
  const routed = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => decodeURIComponent(entry.name).includes('/1/indexes/*/queries'))
      .map(
        (entry) =>
          (entry as PerformanceEntry & { workerMatchedSourceType?: string })
            .workerMatchedSourceType,
      ),
  )
  expect(routed.length).toBeGreaterThan(0)
  expect(routed.every((source) => source === 'network')).toBe(true)
})

test('an asset icon shown again is drawn from the bitmap made at its first load', async ({
  page,
}) => {
  await page.goto('/home')
  await openSearch(page)
  const assets = results(page).getByRole('group', { name: 'Assets' })
  const bitcoinIcon = assets.getByRole('option').filter({ hasText: 'BTC' }).first().locator('img')
  const loaded = () =>
    bitcoinIcon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)

  await input(page).fill('bitcoin')
  await expect(bitcoinIcon).toHaveAttribute('src', '/crypto-icons/btc.svg')
  await expect.poll(loaded).toBe(true)
  // Another answer without Bitcoin, then Bitcoin again: a new row, whose icon is the bitmap.
  await input(page).fill('ethereum')
  await expect(assets.getByRole('option').first()).toContainText('ETH')
  await expect(assets.getByRole('option').filter({ hasText: 'BTC' })).toHaveCount(0)
  await input(page).fill('bitcoin')
  await expect(bitcoinIcon).toHaveAttribute('src', /^blob:/)
  await expect.poll(loaded).toBe(true)
})
