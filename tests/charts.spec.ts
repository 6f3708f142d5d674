import { grantPlan, signedInAccount } from './accounts'
import { exportedPng, metricBlue, pixelsOf, priceGrey, search } from './chartCanvas'
import { test, expect } from './fixtures'

// The chart page: its controls, the address, the legend, export, errors and plans. Each chart
// kind's drawing is in chartKinds.spec.ts.

test('opens BTC price; asset, resolution, scale and range follow the address', async ({ page }) => {
  await page.goto('/charts/MarketPriceUsdClose?a=BTC')
  await expect(page.getByRole('heading', { level: 1, name: 'Price' })).toBeVisible()
  await expect(page.getByText('Demo data')).toBeVisible()
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  await expect(
    page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '1y' }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: 'Asset: BTC' }).click()
  await page.getByRole('menuitem', { name: 'ETH' }).click()
  await expect.poll(() => search(page).get('a')).toBe('ETH')
  await expect(page.getByRole('button', { name: 'Asset: ETH' })).toBeVisible()

  await page.getByLabel('Resolution').selectOption('1w')
  await expect.poll(() => search(page).get('i')).toBe('1w')

  const scale = page.getByRole('group', { name: 'Metric scale' })
  await scale.getByRole('button', { name: 'Linear' }).click()
  await expect.poll(() => search(page).get('mScl')).toBe('lin')

  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '5y' }).click()
  await expect.poll(() => search(page).get('zoom')).toBe('5y')

  // A copied link reopens the same chart.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Asset: ETH' })).toBeVisible()
  await expect(page.getByLabel('Resolution')).toHaveValue('1w')
  await expect(scale.getByRole('button', { name: 'Linear' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(
    page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '5y' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
})

test('the legend toggles a series with a click and isolates it with a double click', async ({
  page,
}) => {
  await page.goto('/charts/AddressesActiveCount?a=BTC')
  const legend = page.getByRole('list', { name: 'Legend' })
  const metric = legend.getByRole('button', { name: 'Active Addresses' })
  const price = legend.getByRole('button', { name: 'Price' })
  await expect.poll(() => pixelsOf(page, priceGrey)).toBeGreaterThan(100)

  await price.click()
  await expect(price).toHaveAttribute('aria-pressed', 'false')
  await expect.poll(() => pixelsOf(page, priceGrey)).toBeLessThan(20)
  await price.click()
  await expect(price).toHaveAttribute('aria-pressed', 'true')

  await metric.dblclick()
  await expect(metric).toHaveAttribute('aria-pressed', 'true')
  await expect(price).toHaveAttribute('aria-pressed', 'false')
  await metric.dblclick()
  await expect(price).toHaveAttribute('aria-pressed', 'true')
})

test('the moving-math picker only applies windows inside the allowed range', async ({ page }) => {
  await page.goto('/charts/MarketPriceUsdClose?a=BTC')
  const picker = page.getByRole('form', { name: 'Moving math' })
  await expect(picker.getByText('Allowed range: 1-400')).toBeVisible()
  const input = picker.getByLabel('Window')
  const apply = picker.getByRole('button', { name: 'Apply' })
  await expect(input).toHaveAttribute('inputmode', 'numeric')
  await input.fill('500')
  await expect(apply).toBeDisabled()
  await input.fill('30')
  await expect(apply).toBeEnabled()
  // Numbers only: letters are refused, the window typed so far stays.
  await input.pressSequentially('x')
  await expect(input).toHaveValue('30')
  await expect(picker.getByRole('status')).toHaveText('Numbers only')
  await input.fill('ten')
  await expect(input).toHaveValue('30')
  await expect(apply).toBeEnabled()
  await apply.click()
  await expect.poll(() => search(page).get('mAvg')).toBe('30')
  await expect(
    page
      .getByRole('list', { name: 'Legend' })
      .getByRole('button', { name: 'Price (Simple moving average 30)' }),
  ).toBeVisible()

  await page.getByLabel('Resolution').selectOption('1month')
  await expect(page.getByText('Allowed range: 1-60')).toBeVisible()
})

test('log scale on a metric with negative values says why points are missing', async ({ page }) => {
  await page.goto('/charts/ExchangesNetflowSum?a=BTC&mScl=log')
  await expect(
    page.getByText(
      "Chart contains 0 or negative data points. They can't be displayed in log scale.",
    ),
  ).toBeVisible()
  await page
    .getByRole('group', { name: 'Metric scale' })
    .getByRole('button', { name: 'Linear' })
    .click()
  await expect(page.getByText(/can't be displayed in log scale/)).toHaveCount(0)
})

test('line and column styles both draw the series', async ({ page }) => {
  await page.goto('/charts/TransactionsCount?a=BTC&chartStyle=line')
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  await page
    .getByRole('group', { name: 'Chart style' })
    .getByRole('button', { name: 'Column' })
    .click()
  await expect.poll(() => search(page).get('chartStyle')).toBe('column')
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(2000)
})

test('exports a 1800x1013 PNG named studio…', async ({ page }) => {
  await page.goto('/charts/MarketPriceUsdClose?a=BTC')
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  const png = await exportedPng(page)
  expect(png.name).toMatch(/^studio-price-btc-\d{4}-\d{2}-\d{2}\.png$/)
  expect([png.width, png.height]).toEqual([1800, 1013])
})

test('an asset the chart does not cover gets the chart error text', async ({ page }) => {
  await page.goto('/charts/MarketMvrv?a=DOGE')
  await expect(page.getByText('This chart is not available for "DOGE".')).toBeVisible()
})

test('a tier 2 chart tells a guest which plan opens it', async ({ page }) => {
  await page.goto('/charts/MarketMvrv?a=BTC')
  await expect(page.getByText('Forbidden: Please upgrade to the Advanced plan.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Upgrade' }).first()).toBeVisible()
})

test('a guest on a tier 1 chart that offers an upgrade is pointed to the Advanced plan', async ({
  page,
}) => {
  const prompt = page
    .getByRole('note')
    .filter({ hasText: 'Get access to T2 metrics on the advanced plan' })
  await page.goto('/charts/MarketMarketcapUsd?a=BTC')
  await expect(page.getByRole('heading', { level: 1, name: 'Market Cap' })).toBeVisible()
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    /\/pricing\?.*upgradePlan=advanced/,
  )
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)

  // The plain price chart offers none.
  await page.goto('/charts/MarketPriceUsdClose?a=BTC')
  await expect(page.getByRole('heading', { level: 1, name: 'Price' })).toBeVisible()
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  await expect(prompt).toHaveCount(0)
})

test('the sidebar filters metrics by name and keeps the asset', async ({ page }) => {
  await page.goto('/charts/MarketPriceUsdClose?a=ETH')
  const sidebar = page.getByRole('navigation', { name: 'Metrics' })
  await sidebar.getByRole('searchbox', { name: 'Filter metrics' }).fill('active addr')
  await expect(sidebar.getByRole('link')).toHaveCount(1)
  await sidebar.getByRole('link', { name: 'Active Addresses' }).click()
  await expect(page).toHaveURL(/\/charts\/AddressesActiveCount\?a=ETH$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Active Addresses' })).toBeVisible()
})

test('a Professional account given its plan by the operator opens tier 2 and 3 charts', async ({
  page,
}) => {
  await page.goto('/home')
  const account = await signedInAccount(page, 'pro-charts')
  grantPlan(account.email, 'professional')
  await page.goto('/charts/MarketMvrv?a=BTC')
  await expect(page.getByRole('heading', { level: 1, name: 'MVRV Ratio' })).toBeVisible()
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  const sidebar = page.getByRole('navigation', { name: 'Metrics' })
  await expect(sidebar.getByRole('link', { name: 'Reserve Risk' })).toBeVisible()
  await expect(sidebar.getByLabel('Locked')).toHaveCount(0)
  await expect(sidebar.getByText(/advanced plan|professional plan/)).toHaveCount(0)
})

test('dragging across the navigator strip selects the range, kept in the address', async ({
  page,
}) => {
  await page.goto('/charts/MarketPriceUsdClose?a=BTC&zoom=all')
  const strip = page.locator('.chart-navigator .u-over')
  await expect(strip).toBeVisible()
  await expect(page.locator('.chart-navigator .u-select')).toHaveCSS('height', '52px')
  await strip.scrollIntoViewIfNeeded()
  const box = await strip.boundingBox()
  if (!box) throw new Error('the navigator has no box')
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 8 })
  await page.mouse.up()
  await expect.poll(() => search(page).get('s')).not.toBeNull()
  const s = Number(search(page).get('s'))
  const u = Number(search(page).get('u'))
  expect(u).toBeGreaterThan(s)
  expect(search(page).get('zoom')).toBeNull()
  const range = page.getByRole('group', { name: 'Range' })
  await expect(range.getByRole('button', { pressed: true })).toHaveCount(0)
  // The strip marks the new window, and a reload keeps it.
  await page.reload()
  await expect(page.locator('.chart-navigator .u-select')).toHaveCSS('height', '52px')
  expect(Number(search(page).get('s'))).toBe(s)
})

test('the tooltip shows a value with at most 6 significant digits, integer digits whole', async ({
  page,
}) => {
  await page.goto('/charts/MarketPriceUsdClose?a=BTC')
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  const over = page.locator('.u-over').first()
  const box = await over.boundingBox()
  if (!box) throw new Error('the plot has a box')
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5)
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  const date = (await tooltip.locator('.chart-tooltip-date').innerText()).trim()
  const shown = (
    await tooltip.locator('.chart-tooltip-row', { hasText: 'Price' }).locator('strong').innerText()
  ).trim()

  const answer = await page.request.get('/v1/metrics/market/price_usd_close?a=BTC&i=24h&f=json')
  expect(answer.status()).toBe(200)
  const points = (await answer.json()) as { t: number; v: number }[]
  const value = points.find((p) => new Date(p.t * 1000).toISOString().slice(0, 10) === date)?.v
  if (value === undefined) throw new Error(`no point on ${date}`)
  // The API keeps full precision: more digits than the tooltip may show.
  expect(String(value).replace(/\D/g, '').replace(/^0+/, '').length).toBeGreaterThan(6)
  const expected = new Intl.NumberFormat(
    'en-US',
    Math.abs(value) >= 1e5 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 6 },
  ).format(value)
  expect(shown).toBe(expected)
})
