import { signedInAccount } from './accounts'
import { test, expect } from './fixtures'

// Every route of the route table (app.md section 2) with its behaviour, as a guest.
const pages: Array<[path: string, heading: string | RegExp]> = [
  ['/home', 'Home'],
  ['/alerts', 'Alerts'],
  ['/pricing', 'Pricing'],
  ['/catalog', 'Metric catalog'],
  ['/contact', /contact/i],
  ['/onboarding', 'Welcome to Onchain Studio'],
  ['/trust-center', /trust center/i],
  ['/partner/acme-research', 'Partner'],
  ['/charts/AddressesActiveCount', 'Active Addresses'],
  ['/dashboards/asset-overview', 'Asset overview'],
  ['/privacy-notice', /privacy notice/i],
  ['/privacy-notice-social-media', /social media/i],
  ['/cookie-notice', /cookie notice/i],
  ['/impressum', /impressum/i],
  ['/terms-and-conditions', /terms and conditions/i],
  ['/bss-disclaimer', /disclaimer/i],
]

for (const [path, heading] of pages) {
  test(`${path} renders its page inside the layout`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(path)
  })
}

const redirects: Array<[from: string, to: string]> = [
  ['/', '/home'],
  ['/dashboards', '/dashboards/asset-overview'],
  ['/dashboards?a=ETH', '/dashboards/asset-overview?a=ETH'],
  ['/metrics?metric=mvrv&a=ETH', '/charts/mvrv?a=ETH'],
  ['/metrics', '/charts/AddressesActiveCount'],
  [
    '/workbench/0b0c6a5e-52a8-4a87-9f66-0d5f4d5d1c2a',
    '/charts/0b0c6a5e-52a8-4a87-9f66-0d5f4d5d1c2a',
  ],
  ['/workbench?metric=sopr', '/charts/sopr'],
  ['/charts', '/charts/AddressesActiveCount'],
  ['/charts?a=SOL', '/charts/AddressesActiveCount?a=SOL'],
  ['/metric-catalog', '/catalog'],
  ['/no/such/page', '/home'],
  ['/settings', '/auth/login?redirectTo=%2Fsettings'],
  ['/settings/billing', '/auth/login?redirectTo=%2Fsettings%2Fbilling'],
  ['/thank-you', '/auth/login?redirectTo=%2Fthank-you'],
  ['/thank-you/advanced-yearly', '/auth/login?redirectTo=%2Fthank-you%2Fadvanced-yearly'],
  ['/success', '/auth/login?redirectTo=%2Fsuccess'],
]

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    // /auth/login goes straight on to the identity provider, and an aborted page leaves the
    // address on the browser's error page; so every address the page passed through is kept
    // (same-document history changes included) and the redirect target is looked for there.
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return
      const url = new URL(frame.url())
      visited.push(url.pathname + url.search)
    })
    await page.route('**/oidc/auth?**', (route) => route.abort())
    await page.goto(from)
    await expect.poll(() => visited).toContain(to)
    if (!to.startsWith('/auth/login')) {
      const url = new URL(page.url())
      expect(url.pathname + url.search).toBe(to)
    }
  })
}

test('login-required routes send a guest to sign in and bring them back', async ({ page }) => {
  await page.goto('/home')
  const account = await signedInAccount(page, 'way-back')
  const onboarding = await page.request.post('/surveys/add', {
    form: {
      surveyType: 'onboardingSurvey',
      role: 'analyst',
      experience: 'some',
      interests: 'derivatives',
      heardFrom: 'search',
    },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(onboarding.ok()).toBe(true)
  await page.request.post('/v1/user/logout', { headers: { Origin: new URL(page.url()).origin } })

  await page.goto('/settings/api')
  await expect(page).toHaveURL(/\/oidc\/interaction\//)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/settings\/api$/)
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
})

test('an error from the identity provider is a notice, then home', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied&error_description=The%20user%20cancelled')
  await expect(page).toHaveURL(/\/home$/)
  // One assertion on the toast: it shows for 4 seconds, and two in a row on a loaded machine
  // could see the title and then find the toast gone.
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Error logging in' })
  await expect(toast).toContainText('Something went wrong. Please try again later')
})

test('/terms-update has no layout', async ({ page }) => {
  await page.goto('/terms-update')
  await expect(page.getByRole('heading', { name: 'We have updated our terms' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toHaveCount(0)
})

test('/chat follows the AI chat flag, and a local override wins', async ({ page }) => {
  await page.goto('/chat')
  await expect(page.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeVisible()
  await page.evaluate(() => localStorage.setItem('studio:flag:ai-chat', 'false'))
  await page.goto('/chat')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home')
  await expect(page.getByRole('button', { name: 'AI assistant' })).toHaveCount(0)
})

test('invalid query parameters are dropped, never a crash', async ({ page }) => {
  await page.goto('/charts/AddressesActiveCount?a=%3Cscript%3E&i=7years&zoom=forever&mAvg=abc')
  await expect(page.getByRole('heading', { level: 1, name: 'Active Addresses' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Asset: BTC' })).toBeVisible()
  await expect(page.getByLabel('Resolution')).toHaveValue('24h')
  await expect(
    page.getByRole('group', { name: 'Range' }).getByRole('button', { name: '1y' }),
  ).toHaveAttribute('aria-pressed', 'true')
})

test('navigation scrolls to the top of the new page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
