import AxeBuilder from '@axe-core/playwright'
import type { BrowserContextOptions, Locator, Page } from '@playwright/test'
import { grantPlan, signedInAccount } from './accounts'
import { darkContrastFailures } from './darkContrast'
import { expect, test as base } from './fixtures'
import { routeTreePaths } from './routeTree'
import { input, overlay, pressSlashUntilOpen, results } from './searchPage'

/*
 * Every page of the app, the search overlay with results and the alert dialog pass axe-core's
 * WCAG 2.0 and 2.1 A and AA rules with no violation, in the light theme and in the dark one
 * (docs/architecture.md, "Accessibility").
 */

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>

/** One signed-in account per worker (Standard, which may keep alerts), as a storage state. */
const test = base.extend<object, { signedIn: StorageState }>({
  signedIn: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto('/home')
      const account = await signedInAccount(page, 'a11y')
      grantPlan(account.email, 'standard')
      const state = await context.storageState()
      await context.close()
      await use(state)
    },
    // Signing up and giving the plan (a process of its own) take a while on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
})

interface Scan {
  /** The address scanned. */
  address: string
  /** Who opens it: a guest, or a signed-in user (the pages that need one). */
  as: 'guest' | 'user'
  /** What shows once the page has drawn what it is about; by default its first heading. */
  ready?: (page: Page) => Locator
  /** A page that takes long to draw and to scan (the API reference's 150 operations). */
  slow?: boolean
}

/** The API reference has drawn its groups. */
const apiReferenceReady = (page: Page) => page.getByRole('heading', { name: /^metrics / })

const guest = (address: string, ready?: Scan['ready']): Scan => ({ address, as: 'guest', ready })
const user = (address: string, ready?: Scan['ready']): Scan => ({ address, as: 'user', ready })

/**
 * The pages scanned for each route of src/routeTree.gen.ts, or where a route only redirects to.
 * One page per route, as whoever it is for. A route added to the app fails the first test below
 * until it is listed here.
 */
const routes: Record<string, Scan[] | { redirectsTo: string }> = {
  '/home': [guest('/home')],
  '/charts/$id': [guest('/charts/AddressesActiveCount')],
  '/dashboards/$uuid': [guest('/dashboards/asset-overview')],
  '/dashboards/new': [user('/dashboards/new', (page) => page.getByLabel('Dashboard name'))],
  '/catalog': [guest('/catalog')],
  '/pricing': [guest('/pricing')],
  '/alerts': [user('/alerts')],
  '/chat': [user('/chat')],
  '/onboarding': [user('/onboarding')],
  '/settings/$slug': ['account', 'api', 'billing', 'notifications'].map((slug) =>
    user(`/settings/${slug}`),
  ),
  '/success': [user('/success')],
  '/thank-you/$plan': [user('/thank-you/advanced-yearly')],
  '/terms-update': [user('/terms-update')],
  '/docs/api': [{ ...guest('/docs/api', apiReferenceReady), slow: true }],
  '/partner/$slug': [guest('/partner/acme-research')],
  '/insights/': [guest('/insights')],
  '/insights/$slug': [guest('/insights/reading-mvrv-across-cycles')],
  '/changelog': [guest('/changelog')],
  '/docs/': [guest('/docs')],
  // The pages share one layout; the longest, with tables and code, stands for them.
  '/docs/$page': [guest('/docs/alerts'), guest('/docs/formulas')],
  '/contact': [guest('/contact')],
  '/trust-center': [guest('/trust-center')],
  '/privacy-notice': [guest('/privacy-notice')],
  '/privacy-notice-social-media': [guest('/privacy-notice-social-media')],
  '/cookie-notice': [guest('/cookie-notice')],
  '/impressum': [guest('/impressum')],
  '/terms-and-conditions': [guest('/terms-and-conditions')],
  '/bss-disclaimer': [guest('/bss-disclaimer')],
  // Without a code from the identity provider the callback goes home and says why.
  '/auth/callback': [
    guest('/auth/callback', (page) =>
      page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .first(),
    ),
  ],
  '/auth/$method': { redirectsTo: "the identity provider's pages (login, signup), or /home" },
  '/': { redirectsTo: '/home' },
  '/$': { redirectsTo: '/home' },
  '/charts': { redirectsTo: '/charts/$id' },
  '/charts/': { redirectsTo: '/charts/$id' },
  '/metrics': { redirectsTo: '/charts/$id' },
  '/workbench/': { redirectsTo: '/charts/$id' },
  '/workbench/$uuid': { redirectsTo: '/charts/$id' },
  '/dashboards': { redirectsTo: '/dashboards/$uuid' },
  '/dashboards/': { redirectsTo: '/dashboards/$uuid' },
  '/metric-catalog': { redirectsTo: '/catalog' },
  '/settings': { redirectsTo: '/settings/$slug' },
  '/settings/': { redirectsTo: '/settings/$slug' },
  '/thank-you': { redirectsTo: '/thank-you/$plan' },
  '/thank-you/': { redirectsTo: '/charts/$id' },
}

/** Every WCAG 2.0 and 2.1 A and AA violation axe-core finds on the page, one line per element. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' > ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, ' '),
    ),
  )
}

/**
 * What the light theme shows (every rule), then the dark one, switched the way the theme switch
 * does it (src/lib/theme/darkMode.ts: the stored choice and the root's class). The switch changes
 * colours only, by a filter axe-core does not apply: the dark scan measures the colours with
 * axe-core's contrast rule and judges them as the filter shows them (darkContrast.ts).
 */
async function violationsInBothThemes(page: Page): Promise<Record<string, string[]>> {
  const light = await violations(page)
  await page.evaluate(() => {
    localStorage.setItem('studio:darkMode', 'true')
    document.documentElement.classList.add('dark')
  })
  const dark = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  return { light, dark: darkContrastFailures(dark) }
}

const noViolations = { light: [], dark: [] }

async function open(page: Page, scan: Scan) {
  if (scan.slow) test.slow()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(scan.address)
  const ready = scan.ready ?? ((p: Page) => p.getByRole('heading', { level: 1 }).first())
  await expect(ready(page)).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
}

test('every route of the app is scanned, or redirects to one that is', () => {
  expect(routeTreePaths().filter((path) => routes[path] === undefined)).toEqual([])
})

test.describe('no WCAG A or AA violation, light and dark', () => {
  // Each page is scanned twice.
  test.describe.configure({ timeout: 90_000 })

  for (const [route, scans] of Object.entries(routes)) {
    if (!Array.isArray(scans)) continue
    for (const scan of scans) {
      const name = `${scan.address} (${route}) as a ${scan.as}`
      if (scan.as === 'guest') {
        test(name, async ({ page }) => {
          await open(page, scan)
          expect(await violationsInBothThemes(page)).toEqual(noViolations)
        })
        continue
      }
      test(name, async ({ page, signedIn }) => {
        await page.context().addCookies(signedIn.cookies)
        // The chat page exists while its flag is on (here by the local override).
        await page.addInitScript(() => localStorage.setItem('studio:flag:ai-chat', 'true'))
        await open(page, scan)
        expect(await violationsInBothThemes(page)).toEqual(noViolations)
      })
    }
  }

  test('the search overlay, open with results', async ({ page }) => {
    await open(page, guest('/home'))
    await pressSlashUntilOpen(page)
    await input(page).fill('btc')
    await expect(results(page).getByRole('option').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(overlay(page)).toBeVisible()
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })

  test("the API reference with an answer tried and Authorize's dialog open", async ({ page }) => {
    await open(page, { ...guest('/docs/api', apiReferenceReady), slow: true })
    const block = page.locator('#operations-metadata-get_v1_metadata_assets')
    const operation = block.locator('.opblock-summary-control')
    await expect(async () => {
      if ((await operation.getAttribute('aria-expanded')) !== 'true') await operation.click()
      await expect(operation).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass()
    await block.getByRole('button', { name: 'Try it out' }).click()
    await block.getByRole('button', { name: 'Execute' }).click()
    await expect(block.locator('.live-responses-table')).toBeVisible()
    await page.getByRole('button', { name: 'Authorize', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Authorize' })).toBeVisible()
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })

  test('the alert dialog, open with its preview', async ({ page, signedIn }) => {
    await page.context().addCookies(signedIn.cookies)
    await open(page, user('/charts/MarketPriceUsdClose?a=BTC&i=24h'))
    await page
      .getByRole('toolbar', { name: 'Chart controls' })
      .getByRole('button', { name: 'Create alert' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Create alert' })
    await dialog.getByLabel('Value').fill('50000')
    await expect(dialog.getByText(/^Would have fired \d+ times? in the last year$/)).toBeVisible()
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })
})
