import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/*
 * The API reference renders the server's generated document in the app, under the strict CSP
 * (the fixture fails on any violation), without console errors, and finds a documented endpoint.
 */
test('the API reference lists the documented endpoints and opens one', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const document = page.waitForResponse((response) => response.url().endsWith('/v1/openapi.json'))
  await page.goto('/docs/api')
  expect((await document).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible()
  await expect(page.getByText('Onchain Studio API')).toBeVisible()

  // Swagger UI's filter narrows the groups; the bulk endpoint is in the metrics group.
  await page.getByPlaceholder('Filter by tag').fill('metrics')
  const bulk = page.getByRole('button', {
    name: 'GET /v1/metrics/{group}/{metric}/bulk One metric for many assets at once',
  })
  await expect(bulk).toBeVisible()
  // Swagger UI re-renders the filtered list once more after it first shows it, and a click in
  // that moment is lost; a person clicks again, and so does the test.
  await expect(async () => {
    if ((await bulk.getAttribute('aria-expanded')) !== 'true') await bulk.click()
    await expect(bulk).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass()
  // Its parameters come from the route's contract: `s` is required, as in the public API.
  const body = page.locator('.opblock-body')
  await expect(body.getByRole('heading', { name: 'Parameters' })).toBeVisible()
  await expect(body.locator('tr[data-param-name="s"]')).toContainText('required')
  await expect(body.getByRole('heading', { name: 'Responses' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

/**
 * Opens the reference and waits until Swagger UI has drawn its groups: reading and drawing the
 * whole document (about 400 kB) takes seconds on a busy machine, hence the slow tests below.
 */
async function openReference(page: Page) {
  test.slow()
  await page.goto('/docs/api')
  await expect(page.locator('#operations-tag-metrics')).toBeVisible({ timeout: 60_000 })
}

test("the reference lists the product's own groups first and the protocols last, in one main landmark", async ({
  page,
}) => {
  await openReference(page)
  const groups = page.locator('h3.opblock-tag')
  await expect(groups.first()).toHaveAttribute('data-tag', 'metrics')
  const order = await groups.evaluateAll((headings) =>
    headings.map((heading) => heading.getAttribute('data-tag')),
  )
  expect(order.slice(-4)).toEqual(['algolia', 'oidc', 'payment-webhooks', 'payment-sandbox'])
  expect(order).toContain('dashboards')
  await expect(page.getByRole('main')).toHaveCount(1)
})

test('Authorize takes an API key, which Try it out sends with the request', async ({ page }) => {
  await openReference(page)
  await page.getByRole('button', { name: 'Authorize', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Authorize' })
  await dialog.getByLabel('Value').fill('not-a-key-of-anyone')
  await dialog.getByRole('button', { name: 'Authorize', exact: true }).click()
  await expect(dialog.getByRole('button', { name: 'Logout' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  const operation = page.getByRole('button', { name: 'GET /v1/metadata/metrics Every metric path' })
  await expect(async () => {
    if ((await operation.getAttribute('aria-expanded')) !== 'true') await operation.click()
    await expect(operation).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass()
  const block = page.locator('#operations-metadata-get_v1_metadata_metrics')
  await block.getByRole('button', { name: 'Try it out' }).click()
  const sent = page.waitForRequest((request) => request.url().includes('/v1/metadata/metrics'))
  await block.getByRole('button', { name: 'Execute' }).click()
  expect((await sent).headers()['x-api-key']).toBe('not-a-key-of-anyone')
  // A key nobody owns is refused, as the API does for every caller.
  await expect(block.locator('.live-responses-table tbody .response-col_status')).toHaveText('401')
  await expect(block.locator('.live-responses-table')).toContainText('Invalid API key')
})
