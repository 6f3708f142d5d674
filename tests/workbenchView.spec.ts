import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signedInAccount } from './accounts'
import { exportedPng } from './chartCanvas'
import { expect, test } from './fixtures'

/*
 * A saved workbench's view has what a metric's chart has: Export, a resolution and Create alert
 * (for the selected item: a metric's alert, or a formula alert on the user's own workbench).
 * Add metric offers every asset, searchable from the keyboard.
 */

const itemTab = (page: Page, ref: string) =>
  page.getByRole('tablist', { name: 'Items' }).getByRole('tab', { name: new RegExp(`^${ref} `) })

async function saveWorkbench(page: Page): Promise<string> {
  const response = await page.request.post('/v1/udm/create', {
    data: {
      name: 'Price and activity',
      items: [
        {
          uuid: randomUUID(),
          configType: 'metric',
          meta: { asset: 'BTC', metricCode: 'MarketPriceUsdClose', resolution: '24h' },
          extra: { ref: 'm1' },
        },
        {
          uuid: randomUUID(),
          configType: 'metric',
          meta: { asset: 'BTC', metricCode: 'AddressesActiveCount', resolution: '24h' },
          extra: { ref: 'm2', yAxis: 1 },
        },
        {
          uuid: randomUUID(),
          configType: 'formula',
          meta: { name: 'Double price', content: 'm1 * 2' },
          extra: { ref: 'f1', name: 'Double price' },
        },
      ],
    },
    headers: { Origin: new URL(page.url()).origin, 'Idempotency-Key': randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { uuid: string }).uuid
}

test('a saved workbench exports, changes resolution and creates alerts on its items', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/home')
  await signedInAccount(page, 'workbench-view')
  const uuid = await saveWorkbench(page)
  await page.goto(`/charts/${uuid}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Price and activity' })).toBeVisible()
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('button', { name: 'Double price' })).toBeVisible()

  // Export, as on a metric's chart.
  const png = await exportedPng(page)
  expect(png.name).toMatch(/^studio-price-and-activity-btc-\d{4}-\d{2}-\d{2}\.png$/)
  expect([png.width, png.height]).toEqual([1800, 1013])

  // Resolution: every metric item read at a week, kept in the address; "As saved" goes back.
  const controls = page.getByRole('toolbar', { name: 'Chart controls' })
  const resolution = controls.getByLabel('Resolution')
  await expect(resolution).toHaveValue('')
  const weekly = page.waitForRequest((request) => {
    const url = new URL(request.url())
    return (
      url.pathname === '/v1/metrics/addresses/active_count' && url.searchParams.get('i') === '1w'
    )
  })
  await resolution.selectOption('1w')
  await weekly
  await expect(page).toHaveURL(/[?&]i=1w/)
  await expect(legend.getByRole('button', { name: 'Double price' })).toBeVisible()

  // Create alert on the selected metric item: the metric, its asset and the resolution shown.
  await itemTab(page, 'm1').click()
  await controls.getByRole('button', { name: 'Create alert' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create alert' })
  await expect(dialog.getByLabel('Metric')).toHaveValue('market/price_usd_close')
  await expect(dialog.getByLabel('Asset')).toHaveValue('BTC')
  await expect(dialog.getByLabel('Resolution')).toHaveValue('1w')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // On the formula item: a formula alert, saved with the workbench as its source.
  await resolution.selectOption('')
  await expect(page).not.toHaveURL(/[?&]i=/)
  await itemTab(page, 'f1').click()
  await controls.getByRole('button', { name: 'Create alert' }).click()
  await expect(dialog.getByText('Watches formula f1')).toBeVisible()
  await dialog.getByLabel('Value').fill('100000')
  await dialog.getByRole('button', { name: 'Create alert' }).click()
  await expect(dialog).toBeHidden()
  const alerts = (await (await page.request.get('/v1/alerts')).json()) as {
    data: { source: { chartUuid: string; item: string } | null; conditionValues: number[] }[]
  }
  expect(alerts.data).toEqual([
    expect.objectContaining({ source: { chartUuid: uuid, item: 'f1' }, conditionValues: [100000] }),
  ])
})

test('Add metric offers every asset, found by name from the keyboard', async ({ page }) => {
  await page.goto('/home')
  await signedInAccount(page, 'add-metric-assets')
  await page.goto('/charts/AddressesActiveCount?a=BTC')
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByRole('button', { name: 'Add metric' }).click()
  const addMetric = page.getByRole('dialog', { name: 'Add metric' })
  const asset = addMetric.getByRole('combobox', { name: 'Asset' })
  await asset.click()
  // More than the ten top assets.
  await expect
    .poll(() =>
      addMetric.getByRole('listbox', { name: 'Asset options' }).getByRole('option').count(),
    )
    .toBeGreaterThan(10)
  await asset.fill('cardano')
  await asset.press('ArrowDown')
  await asset.press('ArrowUp')
  await asset.press('Enter')
  await expect(asset).toHaveValue('ADA')
  await addMetric.getByLabel('Search metrics').fill('Price')
  await addMetric
    .getByRole('radio', { name: /^Price/ })
    .first()
    .check()
  await addMetric.getByRole('button', { name: 'Add metric' }).click()
  await expect(addMetric).toBeHidden()
  await expect(
    page.getByRole('tablist', { name: 'Items' }).getByRole('tab', { name: /\(ADA\)/ }),
  ).toBeVisible()
})
