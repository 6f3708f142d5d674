import type { Locator, Page } from '@playwright/test'
import { countPixels, pixelsOf, signInAdvanced } from './chartCanvas'
import { test, expect as baseExpect } from './fixtures'

// The home page's asset table: tabs, tag chips, pages, links, sparklines and the phone layout.

// A fresh server computes each tab's first table over every asset's daily history, which on a
// busy machine (other specs drawing charts alongside) takes longer than a click's usual wait.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 90_000 })

const table = (page: Page) => page.locator('table.asset-table')
const rowHeaders = (page: Page) => table(page).getByRole('rowheader')
/** The row of the asset with this symbol. */
const assetRow = (page: Page, symbol: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.locator('.asset-table-symbol', { hasText: new RegExp(`^${symbol}$`) }) })
const headers = (page: Page) => table(page).locator('thead th')

/** The symbols of the rows shown, in order. */
async function symbols(page: Page): Promise<string[]> {
  return rowHeaders(page).locator('.asset-table-symbol').allTextContents()
}

async function firstRank(page: Page): Promise<string | null> {
  return table(page).locator('tbody tr').first().locator('td').first().textContent()
}

function priceLink(row: Locator): Locator {
  return row.getByRole('link', { name: /^\$[\d,.]+$/ })
}

test('opens on the overview: BTC first with a price and a drawn 7-day sparkline', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('article', { name: 'Latest Week On-Chain' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
  await expect(rowHeaders(page)).toHaveCount(20)
  await expect(rowHeaders(page).first()).toContainText('Bitcoin')
  expect((await symbols(page)).slice(0, 2)).toEqual(['BTC', 'ETH'])
  expect(await firstRank(page)).toBe('1')

  const btc = assetRow(page, 'BTC')
  await expect(priceLink(btc)).toBeVisible()
  await expect(headers(page)).toContainText(['Price', '24h %', '7d %', 'Market Cap', 'Dominance'])
  await expect(btc.getByRole('cell', { name: /^\$[\d.]+T$/ })).toBeVisible()

  // The sparkline is drawn, in the colour its label's direction names.
  const sparkline = btc.getByRole('img', { name: /^BTC price, last 7 days: (up|down) / })
  await sparkline.scrollIntoViewIfNeeded()
  await expect.poll(() => countPixels(page, { a: [101, 255] })).toBeGreaterThan(30)
  const label = (await sparkline.getAttribute('aria-label')) ?? ''
  const colour = label.includes(': up ') ? '#2e7d32' : '#c62828'
  await expect.poll(() => pixelsOf(page, colour)).toBeGreaterThan(30)
})

test('another tab shows its own columns; arrow keys move between tabs', async ({ page }) => {
  await page.goto('/home')
  await expect(rowHeaders(page)).toHaveCount(20)
  await expect(headers(page)).toContainText(['Market Cap'])

  await page.getByRole('tab', { name: 'Overview' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Fundamentals' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(headers(page)).toContainText([
    'Price',
    'Active Addresses',
    'New Addresses',
    'Transactions',
    'Mean Fee',
    'Active Addresses 7d',
  ])
  await expect(headers(page).filter({ hasText: 'Market Cap' })).toHaveCount(0)
  const btc = assetRow(page, 'BTC')
  await expect(btc.getByRole('cell', { name: /^[\d.]+[KM]$/ }).first()).toBeVisible()
  await expect(btc.getByRole('cell', { name: /^[\d.]+ BTC$/ })).toBeVisible()

  await page.getByRole('tab', { name: 'Futures' }).click()
  await expect(headers(page)).toContainText(['Open Interest', 'Funding Rate'])
  // An asset without futures shows "–" rather than a number.
  await expect(assetRow(page, 'USDT').getByRole('cell', { name: '–' }).first()).toBeVisible()
})

test('a tag chip shows only its assets; a tag without any says so', async ({ page }) => {
  await page.goto('/home')
  await expect(rowHeaders(page)).toHaveCount(20)
  const chips = page.getByRole('group', { name: 'Asset tags' })
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')

  await chips.getByRole('button', { name: 'Stablecoin' }).click()
  await expect(chips.getByRole('button', { name: 'Stablecoin' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect.poll(() => symbols(page)).toEqual(['USDT', 'USDC'])
  // Ranks stay the ones among all assets.
  expect(await firstRank(page)).toBe('4')
  await expect(page.getByRole('navigation', { name: 'Asset table pages' })).toHaveCount(0)

  // The tag holds across tabs.
  await page.getByRole('tab', { name: 'Fundamentals' }).click()
  await expect(headers(page)).toContainText(['Active Addresses'])
  await expect.poll(() => symbols(page)).toEqual(['USDT', 'USDC'])

  await chips.getByRole('button', { name: 'Commodity' }).click()
  await expect(page.getByText('No assets', { exact: true })).toBeVisible()
  await expect(page.getByText('No assets under category Commodity.')).toBeVisible()

  await chips.getByRole('button', { name: 'All' }).click()
  await expect(rowHeaders(page)).toHaveCount(20)
})

test('pages of 20: Next and Previous from the keyboard', async ({ page }) => {
  await page.goto('/home')
  await expect(rowHeaders(page)).toHaveCount(20)
  const pager = page.getByRole('navigation', { name: 'Asset table pages' })
  await expect(pager.getByText('Page 1 of 2')).toBeVisible()
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await pager.getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(pager.getByText('Page 2 of 2')).toBeVisible()
  await expect(rowHeaders(page)).toHaveCount(10)
  await expect.poll(() => firstRank(page)).toBe('21')
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
  // The focus stays in the pager for the way back.
  await expect(pager.getByRole('button', { name: 'Next' })).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(pager.getByText('Page 1 of 2')).toBeVisible()
  await expect.poll(() => firstRank(page)).toBe('1')
  await expect(rowHeaders(page).first()).toContainText('Bitcoin')
})

test('a price opens the price chart and a name the asset dashboard, for that asset', async ({
  page,
}) => {
  await page.goto('/home')
  const eth = assetRow(page, 'ETH')
  await priceLink(eth).click()
  await expect(page).toHaveURL(/\/charts\/MarketPriceUsdClose\?a=ETH$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Price' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Asset: ETH' })).toBeVisible()

  await page.goBack()
  await assetRow(page, 'SOL')
    .getByRole('link', { name: /Solana/ })
    .click()
  await expect(page).toHaveURL(/\/dashboards\/asset-overview\?a=SOL$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Asset overview' })).toBeVisible()
})

test('Profit & Loss offers a guest the upgrade and shows an Advanced account its values', async ({
  page,
}) => {
  await page.goto('/home')
  await page.getByRole('tab', { name: 'Profit & Loss' }).click()
  const prompt = page.getByRole('alert').filter({ hasText: 'upgrade to the Advanced plan' })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/pricing?modal=upgrade&upgradePlan=advanced',
  )

  await signInAdvanced(page)
  await page.goto('/home')
  await page.getByRole('tab', { name: 'Profit & Loss' }).click()
  await expect(headers(page)).toContainText(['MVRV', 'NUPL', 'aSOPR', 'Supply in Profit'])
  const btc = assetRow(page, 'BTC')
  await expect(btc.getByRole('cell', { name: /^\d+(\.\d+)?%$/ })).toBeVisible()
  // Assets without the on-chain valuation metrics show "–".
  await expect(assetRow(page, 'SOL').getByRole('cell', { name: '–' }).first()).toBeVisible()
})

test('on a phone the table scrolls inside its card with the asset column in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/home')
  await expect(rowHeaders(page)).toHaveCount(20)
  const scroller = page.locator('.asset-table-scroll')
  const sizes = await scroller.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }))
  expect(sizes.scroll).toBeGreaterThan(sizes.client)
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Scrolled sideways, the numbers move under the asset column, which stays at the left edge.
  const asset = rowHeaders(page).first()
  const price = priceLink(assetRow(page, 'BTC'))
  const priceBefore = await price.boundingBox()
  await scroller.evaluate((el) => el.scrollTo({ left: 200 }))
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
  const edge = await scroller.boundingBox()
  const assetAfter = await asset.boundingBox()
  const priceAfter = await price.boundingBox()
  expect(Math.abs((assetAfter?.x ?? -99) - (edge?.x ?? 0))).toBeLessThan(2)
  expect((priceBefore?.x ?? 0) - (priceAfter?.x ?? 0)).toBeGreaterThan(100)
})
