import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signedInAccount } from './accounts'
import { test, expect } from './fixtures'

/*
 * The chart library in the chart sidebar (My charts and Presets tabs) against the real server.
 * The page a saved chart opens on is built separately: these tests check where links lead (the
 * address), not what the chart page then draws.
 */

const uuidPath = /\/charts\/[0-9a-f-]{36}$/

function metricItem(asset: string, metricCode: string, ref: string) {
  return { uuid: randomUUID(), configType: 'metric', meta: { asset, metricCode }, extra: { ref } }
}

/** Saves a chart through the real API with the page's session (same origin, as the app does). */
async function saveChart(page: Page, name: string, items: ReturnType<typeof metricItem>[]) {
  const response = await page.request.post('/v1/udm/create', {
    data: { name, items },
    headers: { Origin: new URL(page.url()).origin, 'Idempotency-Key': randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { uuid: string }).uuid
}

const library = (page: Page) => page.getByRole('complementary', { name: 'Chart library' })
const toastList = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

async function pick(page: Page, menu: string, item: string) {
  await library(page).getByRole('button', { name: menu }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

test('My charts: categories, move, rename, clone and delete', async ({ page }) => {
  await page.goto('/home')
  await signedInAccount(page, 'library')
  await saveChart(page, 'Price pair', [
    metricItem('BTC', 'MarketPriceUsdClose', 'm1'),
    metricItem('ETH', 'MarketPriceUsdClose', 'm2'),
  ])
  const addresses = await saveChart(page, 'Active addresses', [
    metricItem('ETH', 'AddressesActiveCount', 'm1'),
  ])

  await page.goto('/charts/MarketPriceUsdClose?a=BTC')
  await library(page).getByRole('tab', { name: 'My charts' }).click()
  const panel = library(page).getByRole('tabpanel')
  const uncategorized = panel.getByRole('region', { name: 'Uncategorized' })
  await expect(uncategorized.getByRole('link')).toHaveCount(2)
  await expect(uncategorized.getByRole('link', { name: /Price pair/ })).toContainText('Multi-asset')
  await expect(uncategorized.getByRole('link', { name: /Active addresses/ })).toHaveAttribute(
    'href',
    `/charts/${addresses}?a=ETH`,
  )

  // A new category, then the single-asset chart filed in it.
  await panel.getByRole('button', { name: 'New category' }).click()
  const create = page.getByRole('dialog', { name: 'New category' })
  await create.getByLabel('Category name').fill('Cycles')
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(create).toBeHidden()
  await expect(panel.getByRole('region', { name: 'Cycles' })).toContainText(
    'No charts in this category',
  )

  await pick(page, 'Actions for Active addresses', 'Move to category…')
  const move = page.getByRole('dialog', { name: 'Move to category' })
  await move.getByLabel('Category').selectOption({ label: 'Cycles' })
  await move.getByRole('button', { name: 'Move' }).click()
  await expect(move).toBeHidden()
  await expect(
    panel.getByRole('region', { name: 'Cycles' }).getByRole('link', { name: /Active addresses/ }),
  ).toBeVisible()
  await expect(uncategorized.getByRole('link')).toHaveCount(1)

  // A taken name is answered under the field; another name renames the category.
  await pick(page, 'Actions for category Cycles', 'Rename…')
  const rename = page.getByRole('dialog', { name: 'Rename category' })
  await rename.getByLabel('Category name').fill('Market cycles')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(rename).toBeHidden()
  await expect(
    panel
      .getByRole('region', { name: 'Market cycles' })
      .getByRole('link', { name: /Active addresses/ }),
  ).toBeVisible()
  await panel.getByRole('button', { name: 'New category' }).click()
  await create.getByLabel('Category name').fill('market CYCLES')
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(create.getByText('You already have a category with this name')).toBeVisible()
  await create.getByRole('button', { name: 'Cancel' }).click()

  // Clone with a description: the copy opens (multi-asset, so no asset in the address).
  await pick(page, 'Actions for Price pair', 'Clone…')
  const clone = page.getByRole('dialog', { name: 'Clone chart' })
  await clone.getByLabel('Description (optional)').fill('BTC and ETH for the weekly note')
  await clone.getByRole('button', { name: 'Clone' }).click()
  await expect(page).toHaveURL(uuidPath)
  const copy = new URL(page.url()).pathname.split('/').pop() ?? ''
  const list = await page.request.get('/v1/udm')
  const saved = ((await list.json()) as { data: { uuid: string; description: string }[] }).data
  expect(saved.find((chart) => chart.uuid === copy)).toMatchObject({
    description: 'BTC and ETH for the weekly note',
  })
  const copyLink = panel.getByRole('link', { name: /Price pair \(copy\)/ })
  await expect(copyLink).toHaveAttribute('aria-current', 'page')

  // Deleting the open chart: "Deleted", back to /charts, the list in front without it.
  await pick(page, 'Actions for Price pair (copy)', 'Delete…')
  const remove = page.getByRole('dialog', { name: 'Delete chart' })
  await remove.getByRole('button', { name: 'Delete' }).click()
  await expect(toastList(page).getByText('Deleted', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/charts\/AddressesActiveCount$/)
  await expect(library(page).getByRole('tab', { name: 'My charts' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(panel.getByRole('link', { name: /Price pair/ })).toHaveCount(1)
  await expect(copyLink).toHaveCount(0)

  // The chosen tab outlives a reload.
  await page.reload()
  await expect(library(page).getByRole('tab', { name: 'My charts' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})

test('a guest gets Presets and a login link; the tabs fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/charts/MarketPriceUsdClose?a=ETH')
  const tabs = library(page).getByRole('tablist')
  for (const name of ['Metrics', 'My charts', 'Presets']) {
    await expect(tabs.getByRole('tab', { name })).toBeVisible()
  }
  expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // Arrow keys move between the tabs.
  await tabs.getByRole('tab', { name: 'Metrics' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'My charts' })).toBeFocused()
  await expect(library(page).getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/auth/login?redirectTo=${encodeURIComponent('/charts/MarketPriceUsdClose?a=ETH')}`,
  )

  await page.keyboard.press('ArrowRight')
  const presets = library(page).getByRole('tabpanel')
  await expect(presets.getByRole('link')).toHaveCount(6)
  await presets.getByRole('link', { name: /MVRV vs price/ }).click()
  await expect(page).toHaveURL(/\/charts\/mvrv-vs-price$/)
})
