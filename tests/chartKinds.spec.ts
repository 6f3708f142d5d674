import {
  candleDownColor,
  candleUpColor,
  seriesColor,
  trendScoreColor,
} from '../src/core/charts/palette'
import { formatNumber } from '../src/core/format/number'
import {
  annotationFillAlpha,
  annotationLineColor,
  toneColors,
} from '../src/lib/charts/plugins/annotationsPlugin'
import { grantPlan, signedInAccount } from './accounts'
import {
  exportedPng,
  fillPixelsOf,
  heatmapPixels,
  horizontalLinesOf,
  metricBlue,
  pixelsOf,
  rowSpanOf,
  search,
  signInAdvanced,
} from './chartCanvas'
import { test, expect } from './fixtures'

// Each chart kind draws what it should on the canvas (the page's controls: charts.spec.ts).

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
  // Candles have no line or column style: no toggle that would do nothing.
  await expect(page.getByRole('group', { name: 'Range' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Chart style' })).toHaveCount(0)

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

test('the alt season index is drawn over its two zones, split by the line at 50', async ({
  page,
}) => {
  // Opened by its slug; the whole history spans both seasons.
  await page.goto('/charts/alt_season_index?a=BTC&zoom=all')
  await expect(page.getByRole('heading', { level: 1, name: 'Altcoin Season Index' })).toBeVisible()
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  await expect
    .poll(() => fillPixelsOf(page, toneColors.low, annotationFillAlpha))
    .toBeGreaterThan(5000)
  await expect
    .poll(() => fillPixelsOf(page, toneColors.high, annotationFillAlpha))
    .toBeGreaterThan(5000)
  await expect.poll(() => horizontalLinesOf(page, annotationLineColor)).toBe(1)
})

test('the Sharpe signal draws its four threshold lines', async ({ page }) => {
  await page.goto('/charts/IndicatorsSharpeSignal?a=BTC&zoom=all')
  await expect(page.getByRole('heading', { level: 1, name: 'Sharpe Signal' })).toBeVisible()
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(200)
  // 0.3, 0.4, 0.5 and 0.6: the signal's history runs from about 0.13 to 0.93.
  await expect.poll(() => horizontalLinesOf(page, annotationLineColor)).toBe(4)
})

test('Bollinger bands shade the band around the average', async ({ page }) => {
  await page.goto('/charts/MarketPriceBollingerBands?a=BTC')
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('button')).toHaveText(['Upper band', 'Average', 'Lower band'])
  await expect.poll(() => pixelsOf(page, metricBlue)).toBeGreaterThan(500)
  await expect.poll(() => fillPixelsOf(page, metricBlue, 0.12)).toBeGreaterThan(5000)
  await expect(page.getByRole('group', { name: 'Chart style' })).toHaveCount(0)
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
  // Layers are named by the exchanges' names, not their keys (bybit, okx).
  const names = await tooltip.locator('.chart-tooltip-row > span:not([class])').allInnerTexts()
  expect(names).toEqual(expect.arrayContaining(['Bybit', 'OKX', 'Binance']))
  const bybit = tooltip.locator('.chart-tooltip-row', { hasText: 'Bybit' }).locator('strong')
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
  await page
    .getByRole('list', { name: 'Legend' })
    .getByRole('button', { name: 'Bybit', exact: true })
    .click()
  await expect.poll(() => pixelsOf(page, seriesColor(1))).toBeLessThan(200)
  await expect.poll(() => pixelsOf(page, seriesColor(2))).toBeGreaterThan(5000)
})

test('the address cohort lifecycle stacks churned addresses below zero', async ({ page }) => {
  await page.goto('/home')
  const account = await signedInAccount(page, 'lifecycle')
  grantPlan(account.email, 'professional')
  await page.goto('/charts/AddressesCohortLifecycle?a=BTC')
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('button', { name: 'Churned', exact: true })).toBeVisible()
  await expect(
    legend.getByRole('button', { name: 'Retained, balance up', exact: true }),
  ).toBeVisible()
  // Keys keep the API's order: new is the first colour, churned the sixth.
  await expect.poll(() => pixelsOf(page, seriesColor(0))).toBeGreaterThan(5000)
  await expect.poll(() => pixelsOf(page, seriesColor(5))).toBeGreaterThan(5000)
  const fresh = await rowSpanOf(page, seriesColor(0))
  const churned = await rowSpanOf(page, seriesColor(5))
  if (!fresh || !churned) throw new Error('both layers are drawn')
  // New addresses fill from zero up, churned ones from zero down: they meet at the zero line
  // (sharing at most its anti-aliased row) and the churned layer reaches well below it.
  expect(churned.top).toBeGreaterThanOrEqual(fresh.bottom - 1)
  expect(churned.bottom).toBeGreaterThan(fresh.bottom + 20)
})

test('the trend score colours the price line by the score', async ({ page }) => {
  await signInAdvanced(page)
  await page.goto('/charts/MarketPriceTrendScore?a=BTC')
  await expect(page.getByRole('list', { name: 'Legend' }).getByRole('button')).toHaveText(['Price'])
  await expect.poll(() => pixelsOf(page, trendScoreColor(0.25))).toBeGreaterThan(50)
  await expect.poll(() => pixelsOf(page, trendScoreColor(0.75))).toBeGreaterThan(50)
})

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
  const png = await exportedPng(page)
  expect(png.name).toMatch(/^studio-.*-btc-\d{4}-\d{2}-\d{2}\.png$/)
  expect([png.width, png.height]).toEqual([1800, 1013])
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
  // Cycles run over days since their halving: no date range or price scale to choose.
  await expect(page.getByRole('group', { name: 'Range' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Price scale' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Metric scale' })).toHaveCount(1)
  const png = await exportedPng(page)
  expect(png.name).toMatch(/^studio-halving-cycles-btc-\d{4}-\d{2}-\d{2}\.png$/)
  expect([png.width, png.height]).toEqual([1800, 1013])
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

  await page.goto('/charts/DerivativesFuturesOpenInterestLatest?a=BTC')
  await expect(legend.getByRole('button')).toHaveText(['Open interest', 'Daily volume'])
  await expect.poll(() => pixelsOf(page, seriesColor(0))).toBeGreaterThan(200)
  await page.screenshot({ path: test.info().outputPath('exchanges.png') })
})

test('options by strike compare earlier days’ implied volatility and export the snapshot', async ({
  page,
}) => {
  await page.goto('/home')
  const account = await signedInAccount(page, 'options')
  grantPlan(account.email, 'professional')
  const legend = page.getByRole('list', { name: 'Legend' })
  await page.goto('/charts/DerivativesOptionsOpenInterestDistribution?a=BTC')
  await expect(legend.getByRole('button')).toHaveText(['Calls', 'Puts', 'Implied volatility'])
  await expect.poll(() => pixelsOf(page, seriesColor(0))).toBeGreaterThan(200)
  await expect.poll(() => pixelsOf(page, seriesColor(1))).toBeGreaterThan(200)
  // Expiry comparison: last week's implied volatility curve over today's.
  const compare = page.getByRole('group', { name: 'Compare implied volatility' })
  await expect(compare.getByRole('button', { name: 'latest' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect.poll(() => pixelsOf(page, seriesColor(3))).toBeLessThan(20)
  await compare.getByRole('button', { name: '1w' }).click()
  await expect(legend.getByRole('button')).toHaveText([
    'Calls',
    'Puts',
    'Implied volatility 1w ago',
    'Implied volatility',
  ])
  await expect.poll(() => pixelsOf(page, seriesColor(2))).toBeGreaterThan(100)
  await expect.poll(() => pixelsOf(page, seriesColor(3))).toBeGreaterThan(100)
  await page.screenshot({ path: test.info().outputPath('options-compare.png') })
  const png = await exportedPng(page)
  expect(png.name).toMatch(/^studio-options-open-interest-.*-btc-\d{4}-\d{2}-\d{2}\.png$/)
  expect([png.width, png.height]).toEqual([1800, 1013])
})
