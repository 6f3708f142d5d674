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
