import type { Page } from '@playwright/test'
import { createVerifiedAccount, newAccount, signedInAccount, type TestAccount } from './accounts'
import { test, expect } from './fixtures'

/*
 * Favourites against the real server: the star on a metric's chart, the user menu's Favourites
 * list, the dashboards page's Favourites tab, the star beside a dashboard's title, and two
 * devices of one user starring different charts without erasing each other (each star is its own
 * add through /v1/user/favorites/{id}, never the whole list).
 */

// Exactly: while the chart opens from the sidebar, the sidebar's "Remove … from favourites" may
// still be on the page.
const star = (page: Page) => page.getByRole('button', { name: 'Favourite', exact: true })

async function storedFavorites(page: Page) {
  const response = await page.request.get('/v1/user/favorites')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { meta: { metricCode?: string } }[] }).data
}

/** Signs a second browser in as the same user, as the shared helper does for the first. */
async function logIn(page: Page, account: TestAccount, baseURL: string) {
  const login = await page.request.post('/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: new URL(baseURL).origin },
  })
  expect(login.status(), await login.text()).toBe(200)
}

/** Opens a metric's chart and waits until its star knows the user's favourites. */
async function openChart(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(star(page)).not.toHaveAttribute('aria-busy', 'true')
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
}

test('a chart starred on its page is listed in the user menu and opens from there', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/home')
  await signedInAccount(page, 'favorites')
  const name = await openChart(page, '/charts/AddressesActiveCount?a=ETH')
  await expect(star(page)).toHaveAttribute('aria-pressed', 'false')

  // Keyboard: focus the star and press Space.
  await star(page).focus()
  await page.keyboard.press('Space')
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(async () => (await storedFavorites(page)).map((f) => f.meta.metricCode))
    .toEqual(['AddressesActiveCount'])

  await page.goto('/home')
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: /Favourites/ }).click()
  const entry = page.getByRole('menuitem', { name: new RegExp(`^${name}`) })
  await expect(entry).toContainText('Chart · ETH')
  // From the keyboard: a pointer that jumps straight from the submenu's trigger to its items
  // (as Playwright's does) leaves Radix's hover corridor and closes the submenu.
  await entry.press('Enter')
  await expect(page).toHaveURL(/\/charts\/AddressesActiveCount\?a=ETH$/)
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true')

  // Unstarred: gone from the server's list and from the menu.
  await star(page).click()
  await expect(star(page)).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(async () => (await storedFavorites(page)).length).toBe(0)
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: /Favourites/ }).click()
  await expect(page.getByText('No favourites yet: star a chart or dashboard')).toBeVisible()
})

test('a chart starred on its page is found in the dashboards sidebar’s Favourites tab and opens', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/home')
  await signedInAccount(page, 'favtab')
  const name = await openChart(page, '/charts/AddressesActiveCount?a=ETH')
  await star(page).click()
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/dashboards/asset-overview?a=ETH')
  await expect(page.getByRole('heading', { name: 'Asset overview: ETH' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Dashboards' })
  await sidebar.getByRole('tab', { name: 'Favourites' }).click()
  const entry = sidebar.getByRole('link', { name: new RegExp(`^${name}`) })
  await expect(entry).toContainText('Chart · ETH')
  await entry.click()
  await expect(page).toHaveURL(/\/charts\/AddressesActiveCount\?a=ETH$/)
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true')
})

test('a dashboard starred beside its title is listed in the user menu and opens from there', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/home')
  await signedInAccount(page, 'favdash')
  await page.goto('/dashboards/asset-overview?a=BTC')
  await expect(page.getByRole('heading', { name: 'Asset overview: BTC' })).toBeVisible()
  await expect(star(page)).not.toHaveAttribute('aria-busy', 'true')
  await star(page).click()
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true')
  // A preset is kept by its slug and the asset it was opened for.
  await expect
    .poll(async () => (await storedFavorites(page)).map((f) => f.meta))
    .toEqual([{ slug: 'asset-overview', asset: 'BTC' }])

  await page.goto('/home')
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: /Favourites/ }).click()
  const entry = page.getByRole('menuitem', { name: /^Asset overview: BTC/ })
  await expect(entry).toContainText('Dashboard · BTC')
  await entry.press('Enter')
  await expect(page).toHaveURL(/\/dashboards\/asset-overview\?a=BTC$/)
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true')
})

test('two devices of one user star different charts and both favourites stay', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const account = newAccount('two-devices')
  const laptop = await (await browser.newContext({ baseURL })).newPage()
  const phone = await (await browser.newContext({ baseURL })).newPage()
  await createVerifiedAccount(laptop.request, account)
  await logIn(laptop, account, baseURL ?? '')
  await logIn(phone, account, baseURL ?? '')

  // Both have read the (empty) list before either stars anything.
  await openChart(laptop, '/charts/AddressesActiveCount?a=BTC')
  await openChart(phone, '/charts/MarketMvrv?a=BTC')

  await star(laptop).click()
  await expect.poll(async () => (await storedFavorites(laptop)).length).toBe(1)
  await star(phone).click()
  await expect
    .poll(async () => (await storedFavorites(phone)).map((f) => f.meta.metricCode).sort())
    .toEqual(['AddressesActiveCount', 'MarketMvrv'])

  for (const page of [laptop, phone]) {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(star(page)).toHaveAttribute('aria-pressed', 'true')
  }
  await laptop.getByRole('button', { name: /^User menu/ }).click()
  await laptop.getByRole('menuitem', { name: /Favourites/ }).click()
  await expect(laptop.getByRole('menuitem', { name: /Chart · BTC/ })).toHaveCount(2)
  await laptop.context().close()
  await phone.context().close()
})
