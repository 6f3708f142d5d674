import type { Page } from '@playwright/test'
import { widget } from './dashboardPage'
import { expect, test } from './fixtures'

/*
 * Metrics above the viewer's plan are known from the catalog's tier: the flagship pages show
 * them locked, with the upgrade, without asking for their series (a request the server would
 * answer 403, which the browser logs as a console error).
 */

interface Recorded {
  forbidden: string[]
  consoleErrors: string[]
  /** Series requests of MVRV and realized price, the Advanced metrics of these pages. */
  lockedRequests: string[]
}

function record(page: Page): Recorded {
  const recorded: Recorded = { forbidden: [], consoleErrors: [], lockedRequests: [] }
  page.on('response', (response) => {
    if (response.status() === 403) recorded.forbidden.push(response.url())
  })
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/v1\/metrics\/market\/(mvrv|price_realized_usd)$/.test(pathname)) {
      recorded.lockedRequests.push(request.url())
    }
  })
  page.on('console', (message) => {
    if (message.type() === 'error') recorded.consoleErrors.push(message.text())
  })
  return recorded
}

const upgradeText = 'Forbidden: Please upgrade to the Advanced plan.'

test('a guest sees the asset overview with its Advanced tiles locked, and no 403', async ({
  page,
}) => {
  const recorded = record(page)
  await page.goto('/dashboards/asset-overview?a=BTC')
  for (const name of ['MVRV Ratio (BTC)', 'Realized Price (BTC)']) {
    const tile = widget(page, name)
    await expect(tile.getByText(upgradeText)).toBeVisible()
    await expect(tile.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      /\/pricing\?.*upgradePlan=advanced/,
    )
  }
  // The open tiles are drawn.
  await expect(widget(page, 'Price (BTC)').locator('canvas').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(recorded).toEqual({ forbidden: [], consoleErrors: [], lockedRequests: [] })
})

test('a guest on the MVRV chart and the MVRV preset gets the upgrade, and no 403', async ({
  page,
}) => {
  const recorded = record(page)
  await page.goto('/charts/MarketMvrv?a=BTC')
  await expect(page.getByRole('heading', { level: 1, name: 'MVRV Ratio' })).toBeVisible()
  const locked = page.locator('.chart-card').getByRole('alert')
  await expect(locked).toContainText(upgradeText)
  await expect(locked.getByRole('link', { name: 'Upgrade' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  await page.goto('/charts/mvrv-vs-price')
  await expect(page.getByRole('heading', { level: 1, name: 'MVRV vs price' })).toBeVisible()
  await expect(page.getByText(upgradeText).first()).toBeVisible()
  // The price item, open to everyone, is still drawn.
  await expect(
    page.getByRole('list', { name: 'Legend' }).getByRole('button', { name: /Price/ }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(recorded).toEqual({ forbidden: [], consoleErrors: [], lockedRequests: [] })
})
