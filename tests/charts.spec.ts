import type { Page } from '@playwright/test'
import {
  candleDownColor,
  candleUpColor,
  seriesColor,
  trendScoreColor,
} from '../src/core/charts/palette'
import { formatNumber } from '../src/core/format/number'
import { annotationFillAlpha, toneColors } from '../src/lib/charts/plugins/annotationsPlugin'
import { grantPlan, signedInAccount } from './accounts'
import { test, expect } from './fixtures'

/** How many pixels of the chart's canvas are close to `hex` (the colour of a series). */
async function pixelsOf(page: Page, hex: string): Promise<number> {
  return page
    .locator('.uplot canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement, color) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
      const ctx = canvas.getContext('2d')
      if (!ctx || r === undefined || g === undefined || b === undefined) return 0
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
      let count = 0
      for (let i = 0; i < data.length; i += 4) {
        const near =
          Math.abs((data[i] ?? 0) - r) < 40 &&
          Math.abs((data[i + 1] ?? 0) - g) < 40 &&
          Math.abs((data[i + 2] ?? 0) - b) < 40
        if (near && (data[i + 3] ?? 0) > 100) count += 1
      }
      return count
    }, hex)
}

const metricBlue = '#2f6fdb'
const priceGrey = '#8c8c8c'

function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

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
  await input.fill('500')
  await expect(apply).toBeDisabled()
  await input.fill('ten')
  await expect(apply).toBeDisabled()
  await input.fill('30')
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
  await page.getByRole('button', { name: 'Export' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Download PNG' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^studio-price-btc-\d{4}-\d{2}-\d{2}\.png$/)
  const path = await file.path()
  const { readFile } = await import('node:fs/promises')
  const png = await readFile(path)
  expect(png.subarray(1, 4).toString()).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1800, 1013])
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

/**
 * How many canvas pixels hold `hex` at about `alpha`: zone and band fills are washes drawn at a
 * low alpha on the transparent canvas, which pixelsOf (opaque colours) does not count.
 */
async function fillPixelsOf(page: Page, hex: string, alpha: number): Promise<number> {
  return page
    .locator('.uplot canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, [color, a]) => {
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
        const ctx = canvas.getContext('2d')
        if (!ctx || r === undefined || g === undefined || b === undefined) return 0
        const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
        let count = 0
        for (let i = 0; i < data.length; i += 4) {
          const near =
            Math.abs((data[i] ?? 0) - r) < 16 &&
            Math.abs((data[i + 1] ?? 0) - g) < 16 &&
            Math.abs((data[i + 2] ?? 0) - b) < 16 &&
            Math.abs((data[i + 3] ?? 0) - a * 255) < 8
          if (near) count += 1
        }
        return count
      },
      [hex, alpha] as const,
    )
}

/** Signs in a new account on the Advanced plan, which opens tier 2 and 2.1 charts. */
async function signInAdvanced(page: Page): Promise<void> {
  await page.goto('/home')
  await signedInAccount(page, 'charts')
  const bought = await page.request.post('/payments/v1/sandbox/checkout', {
    data: {
      priceId: 'pri_studio_advanced_monthly',
      trial: false,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
    },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(bought.status(), await bought.text()).toBe(200)
}

test('price OHLC draws green and red candles, regrouped to months over the whole history', async ({
  page,
}) => {
  await page.goto('/charts/MarketPriceUsdOhlc?a=BTC&zoom=1m')
  await expect(page.getByRole('list', { name: 'Legend' }).getByRole('button')).toHaveText([
    'Price OHLC',
  ])
  await expect.poll(() => pixelsOf(page, candleUpColor)).toBeGreaterThan(300)
  await expect.poll(() => pixelsOf(page, candleDownColor)).toBeGreaterThan(300)
  await expect(page.getByText(/candles: zoom in for finer ones/)).toHaveCount(0)

  await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'All' }).click()
  await expect(
    page.getByText('Showing monthly candles: zoom in for finer ones.', { exact: true }),
  ).toBeVisible()
  await expect.poll(() => pixelsOf(page, candleUpColor)).toBeGreaterThan(300)
  await expect.poll(() => pixelsOf(page, candleDownColor)).toBeGreaterThan(300)
})

test('fear and greed is drawn over its zones', async ({ page }) => {
  await page.goto('/charts/FearGreedIndex?a=BTC')
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  await expect
    .poll(() => fillPixelsOf(page, toneColors.fear, annotationFillAlpha))
    .toBeGreaterThan(5000)
  await expect
    .poll(() => fillPixelsOf(page, toneColors.greed, annotationFillAlpha))
    .toBeGreaterThan(1000)
})

test('Bollinger bands shade the band around the average', async ({ page }) => {
  await page.goto('/charts/MarketPriceBollingerBands?a=BTC')
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('button')).toHaveText(['Upper band', 'Average', 'Lower band'])
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(500)
  await expect.poll(() => fillPixelsOf(page, metricBlue, 0.12)).toBeGreaterThan(5000)
})

test('a stacked-area breakdown stacks its layers and the tooltip shows each layer’s own value', async ({
  page,
}) => {
  await signInAdvanced(page)
  await page.goto('/charts/DerivativesFuturesOpenInterestSumAll?a=BTC')
  for (const index of [0, 1, 2, 3]) {
    await expect.poll(() => pixelsOf(page, seriesColor(index))).toBeGreaterThan(5000)
  }

  const over = page.locator('.u-over').first()
  const box = await over.boundingBox()
  if (!box) throw new Error('the plot has a box')
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5)
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  const date = (await tooltip.locator('.chart-tooltip-date').innerText()).trim()
  const bybit = tooltip.locator('.chart-tooltip-row', { hasText: 'bybit' }).locator('strong')
  const answer = await page.request.get(
    '/v1/metrics/derivatives/futures_open_interest_sum_all?a=BTC&i=24h&c=native&f=json',
  )
  expect(answer.status()).toBe(200)
  const points = (await answer.json()) as { t: number; o: Record<string, number | null> }[]
  const point = points.find((p) => new Date(p.t * 1000).toISOString().slice(0, 10) === date)
  expect(point, `a point on ${date}`).toBeDefined()
  await expect(bybit).toHaveText(formatNumber(point?.o.bybit ?? null))

  // Hiding a layer restacks the others: its colour leaves the chart.
  await page.mouse.move(0, 0)
  await page.getByRole('list', { name: 'Legend' }).getByRole('button', { name: 'bybit' }).click()
  await expect.poll(() => pixelsOf(page, seriesColor(1))).toBeLessThan(200)
  await expect.poll(() => pixelsOf(page, seriesColor(2))).toBeGreaterThan(5000)
})

test('the trend score colours the price line by the score', async ({ page }) => {
  await signInAdvanced(page)
  await page.goto('/charts/MarketPriceTrendScore?a=BTC')
  await expect(page.getByRole('list', { name: 'Legend' }).getByRole('button')).toHaveText(['Price'])
  await expect.poll(() => pixelsOf(page, trendScoreColor(0.25))).toBeGreaterThan(50)
  await expect.poll(() => pixelsOf(page, trendScoreColor(0.75))).toBeGreaterThan(50)
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

/** Canvas pixels painted in the heatmap palette's blue-to-yellow range (not grey, not white). */
async function heatmapPixels(page: Page): Promise<number> {
  return page
    .locator('.uplot canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const ctx = canvas.getContext('2d')
      if (!ctx) return 0
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
      let count = 0
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0]
        const saturated = Math.max(r, g, b) - Math.min(r, g, b) > 60
        if (a > 200 && saturated && r < 230) count += 1
      }
      return count
    })
}

test('heatmaps paint their cells: cost basis under the price, open interest by exchange', async ({
  page,
}) => {
  await page.goto('/home')
  const account = await signedInAccount(page, 'heatmaps')
  grantPlan(account.email, 'professional')
  await page.goto('/charts/SupplyCostBasisDistribution?a=BTC')
  await expect(page.getByRole('img', { name: /heatmap for BTC/ })).toBeVisible()
  await expect.poll(() => heatmapPixels(page)).toBeGreaterThan(20_000)
  await expect(page.getByLabel('Colour scale: low to high')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('cost-basis.png') })

  // Resizing moves in 15 px steps.
  const canvas = page.locator('.uplot canvas').first()
  const before = (await canvas.boundingBox())?.height ?? 0
  const handle = page.getByRole('button', { name: /Resize the chart/ })
  await handle.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect.poll(async () => (await canvas.boundingBox())?.height).toBe(before + 30)

  await page.goto('/charts/DerivativesFuturesOpenInterestPerpetualSumAll?a=BTC')
  await expect(page.getByRole('img', { name: /heatmap for BTC/ })).toBeVisible()
  await expect.poll(() => heatmapPixels(page)).toBeGreaterThan(20_000)
  await page.screenshot({ path: test.info().outputPath('open-interest.png') })
  // The tooltip reads the cell under the cursor.
  const over = page.locator('.u-over').first()
  const area = await over.boundingBox()
  if (!area) throw new Error('the heatmap has no plot area')
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2)
  await expect(page.getByRole('tooltip').locator('strong').first()).toHaveText(/^[\d,.]+[KMBT]?$/)
})

test('the halving chart draws one line per cycle against the days since its halving', async ({
  page,
}) => {
  await page.goto('/charts/IndicatorsHalving?a=BTC')
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('button')).toHaveText([
    'Halving 2012-11-28',
    'Halving 2016-07-09',
    'Halving 2020-05-11',
    'Halving 2024-04-20',
  ])
  for (const index of [0, 1, 2, 3]) {
    await expect.poll(() => pixelsOf(page, seriesColor(index))).toBeGreaterThan(100)
  }
  await page.screenshot({ path: test.info().outputPath('halving.png') })
  await legend.getByRole('button', { name: 'Halving 2024-04-20' }).dblclick()
  await expect.poll(() => pixelsOf(page, seriesColor(0))).toBeLessThan(20)
})

test('snapshot charts draw one day of a document metric, the day kept in the address', async ({
  page,
}) => {
  await page.goto('/home')
  const account = await signedInAccount(page, 'snapshots')
  grantPlan(account.email, 'professional')
  const legend = page.getByRole('list', { name: 'Legend' })

  await page.goto('/charts/IndicatorsUtxoRealizedPriceDistributionAth?a=BTC')
  await expect(legend.getByRole('button')).toHaveText(['Supply'])
  // One day at a time: no time range, scale or line style to choose.
  await expect(page.getByRole('group', { name: 'Range' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Chart style' })).toHaveCount(0)
  await expect.poll(() => pixelsOf(page, seriesColor(0))).toBeGreaterThan(500)
  const date = page.getByLabel('Date')
  const latest = await date.inputValue()
  expect(latest).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const earlier = new Date(Date.parse(`${latest}T00:00:00Z`) - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  await date.fill(earlier)
  await expect.poll(() => search(page).get('date')).toBe(earlier)
  await expect(page.getByRole('img', { name: new RegExp(`on ${earlier}$`) })).toBeVisible()

  await page.goto('/charts/DerivativesOptionsOpenInterestDistribution?a=BTC')
  await expect(legend.getByRole('button')).toHaveText(['Calls', 'Puts', 'Implied volatility'])
  await expect.poll(() => pixelsOf(page, seriesColor(0))).toBeGreaterThan(200)
  await expect.poll(() => pixelsOf(page, seriesColor(1))).toBeGreaterThan(200)

  await page.goto('/charts/DerivativesFuturesOpenInterestLatest?a=BTC')
  await expect(legend.getByRole('button')).toHaveText(['Open interest', 'Daily volume'])
  await expect.poll(() => pixelsOf(page, seriesColor(0))).toBeGreaterThan(200)
  await page.screenshot({ path: test.info().outputPath('exchanges.png') })
})
