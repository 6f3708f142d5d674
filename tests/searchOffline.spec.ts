import { randomBytes, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signedInAccount } from './accounts'
import { test, expect } from './fixtures'

// Offline search (docs/search.md, "Offline search"): the overlay opened online syncs the
// user's records (GET /v1/search/records) into IndexedDB; offline, the worker answers from them.

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const input = (page: Page) =>
  page.getByRole('combobox', { name: 'Search charts, dashboards and assets' })
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' })

test('offline, the overlay answers from the last synced copy, own dashboards included', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'offline')
  const name = `Harbour ledger ${randomBytes(3).toString('hex')}`
  const created = await page.request.post('/v1/dashboards/create', {
    headers: { Origin: base, 'Idempotency-Key': randomUUID() },
    data: {
      categoryUuid: 'uncategorized',
      data: { configs: [], layouts: [], meta: { name, asset: 'ETH', slug: null } },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.reload()

  // Opening the overlay online syncs the copy.
  const synced = page.waitForResponse(
    (response) => response.url().endsWith('/v1/search/records') && response.status() === 200,
  )
  // Then the search worker starts, while its script can be fetched.
  const worker = page.waitForEvent('worker', (started) => started.url().includes('offlineSearch'))
  await expect(async () => {
    await page.locator('body').press('/')
    await expect(overlay(page)).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(input(page)).toBeEnabled()
  await synced
  await (await worker).evaluate(() => true)

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
