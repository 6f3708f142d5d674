import { randomBytes } from 'node:crypto'
import { signedInAccount } from './accounts'
import { test, expect } from './fixtures'
import { createEmptyDashboard, input, overlay, pressSlashUntilOpen, results } from './searchPage'

// Offline search (docs/search.md, "Offline search"): the overlay opened online syncs the
// user's records (GET /v1/search/records) into IndexedDB; offline, the worker answers from them.

test('offline, the overlay answers from the last synced copy, own dashboards included', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'offline')
  const name = `Harbour ledger ${randomBytes(3).toString('hex')}`
  await createEmptyDashboard(page, name, 'ETH')
  await page.reload()

  // Opening the overlay online syncs the copy: a 200, or a 304 when the sync that follows the
  // reload (the user is known) already brought this copy (on a loaded machine it can answer
  // before the overlay opens).
  const synced = page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/search/records') && [200, 304].includes(response.status()),
  )
  // Then the search worker starts, while its script can be fetched.
  const worker = page.waitForEvent('worker', (started) => started.url().includes('offlineSearch'))
  await pressSlashUntilOpen(page)
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
