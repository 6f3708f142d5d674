import { mailDir, readMail } from './accounts'
import { untilControlled } from './serviceWorkerPage'
import { test, expect } from './fixtures'

// The pages the shell's resource links lead to: Insights, Changelog, Docs, the API reference at
// a metric's endpoint, and the contact form behind Support and Give Feedback.

test('Insights lists the articles newest first, a page at a time, and opens one', async ({
  page,
}) => {
  await page.goto('/home')
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('link', { name: 'Insights' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Articles' })
  await expect(list.getByRole('listitem')).toHaveCount(12)
  const dates = await list
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
  expect(dates).toEqual([...dates].sort().reverse())

  const first = await list.getByRole('heading', { level: 2 }).first().textContent()
  await page.getByRole('link', { name: 'Older articles →' }).click()
  await expect(page).toHaveURL(/\/insights\?page=2$/)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  const second = list.getByRole('heading', { level: 2 }).first()
  await expect(second).not.toHaveText(first ?? '')
  const title = (await second.textContent()) ?? ''

  await second.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('.insight-body p').first()).toBeVisible()
  await page.getByRole('link', { name: '← All insights' }).click()
  await expect(page).toHaveURL(/\/insights$/)

  // An address naming no article says so, in the page.
  await page.goto('/insights/no-such-article')
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
})

test('an article read once opens offline, with its image; one never read says it needs a connection', async ({
  page,
  context,
}) => {
  await page.goto('/insights')
  await untilControlled(page)
  const links = page.getByRole('list', { name: 'Articles' }).getByRole('heading', { level: 2 })
  const [read, unread] = await Promise.all([
    links.nth(0).getByRole('link').getAttribute('href'),
    links.nth(1).getByRole('link').getAttribute('href'),
  ])
  await page.goto(read ?? '')
  const image = page.locator('img.insight-image')
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)

  await page.goto(unread ?? '')
  await expect(
    page.getByText(
      'A connection is needed to open this article: it is not saved on this device yet.',
    ),
  ).toBeVisible()
  await context.setOffline(false)
})

test('the changelog lists the What’s New items newest first, by year', async ({ page }) => {
  await page.goto('/home')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible()
  const updates = page.getByRole('list', { name: 'Updates' }).getByRole('listitem')
  await expect(updates).toHaveCount(5)
  const years = page.getByRole('navigation', { name: 'Year' })
  await expect(years.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')

  await years.getByRole('link', { name: '2025' }).click()
  await expect(page).toHaveURL(/\/changelog\?year=2025$/)
  await expect(years.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page')
  await expect(updates.getByRole('heading', { level: 2 })).toHaveText([
    'Faster dashboard loading',
    'Chart studio: candlesticks for every asset',
  ])
  await expect(page.getByRole('navigation', { name: 'Pages of updates' })).toHaveCount(0)

  await years.getByRole('link', { name: '2026' }).click()
  const pager = page.getByRole('navigation', { name: 'Pages of updates' })
  await pager.getByRole('link', { name: 'Older →' }).click()
  await expect(page).toHaveURL(/\/changelog\?year=2026&page=2$/)
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible()
  const dates = await updates
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
  expect(dates.every((date) => date.startsWith('2026-'))).toBe(true)
  expect(dates).toEqual([...dates].sort().reverse())
})

test('the docs open from Resources, each page with its navigation and anchors', async ({
  page,
}) => {
  await page.goto('/home')
  await page.getByRole('button', { name: 'Resources' }).click()
  await page.getByRole('menuitem', { name: 'Docs', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Documentation' })
  await nav.getByRole('link', { name: 'Workbench' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Workbench' })).toHaveAttribute('aria-current', 'page')

  // The workbench page's link into the formulas page lands on that heading.
  await page
    .getByRole('article')
    .getByRole('link', { name: 'Formulas', exact: true })
    .first()
    .click()
  await expect(page).toHaveURL(/\/docs\/formulas#series-of-different-resolutions$/)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Series of different resolutions' }),
  ).toBeInViewport()

  await page.goto('/docs/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('"API docs for this metric" opens the API reference at the series endpoint', async ({
  page,
}) => {
  // Swagger UI renders the whole document (some 400 kB) and the operation's answers, which on a
  // busy 2-core machine took up to a minute.
  test.setTimeout(180_000)
  await page.goto('/charts/MarketPriceUsdClose?a=BTC')
  const document = page.waitForResponse((response) => response.url().endsWith('/v1/openapi.json'))
  await page.getByRole('link', { name: 'API docs for this metric' }).click()
  expect((await document).status()).toBe(200)
  await expect(page).toHaveURL(/\/docs\/api#\/metrics\/getMetricSeries$/)
  const operation = page.locator('#operations-metrics-getMetricSeries')
  // Swagger UI's deep link expands the operation, and the page scrolls to it; rendering the
  // whole document first takes a while on a busy machine.
  await expect(operation).toHaveClass(/is-open/, { timeout: 60_000 })
  await expect(operation).toBeInViewport({ timeout: 60_000 })
  await expect(operation.getByText('/v1/metrics/{group}/{metric}')).toBeVisible()
})

test('Support opens the contact form on its topic, and a message reaches the support mailbox', async ({
  page,
}) => {
  await page.goto('/pricing')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click()
  await expect(page).toHaveURL(/\/contact\?topic=support$/)
  const form = page.getByRole('form', { name: 'Write to us' })
  await expect(form.getByLabel('Topic')).toHaveValue('support')
  const text = `Where is the LTC MVRV chart? ${Date.now()}`
  await form.getByLabel('Name').fill('Grace Hopper')
  await form.getByLabel('Email').fill('grace@e2e.example')
  await form.getByLabel('Message').fill(text)
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Thank you, your message is on its way')).toBeVisible()
  // The e2e server names a support mailbox (scripts/e2e-server.mjs); the file mailer keeps it.
  const mail = await readMail('support@e2e.example', /Product support: Grace Hopper/, mailDir)
  expect(mail.text).toContain(text)
})
