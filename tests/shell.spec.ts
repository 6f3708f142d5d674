import { test, expect } from './fixtures'

test('the desktop navbar and footer carry every entry', async ({ page }) => {
  await page.goto('/home?a=ETH')
  const nav = page.getByRole('navigation', { name: 'Navigation' })
  for (const name of ['Home', 'Charts', 'Dashboards', 'Insights']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  // Dashboards keeps the selected asset.
  await expect(nav.getByRole('link', { name: 'Dashboards' })).toHaveAttribute(
    'href',
    '/dashboards?a=ETH',
  )
  await nav.getByRole('button', { name: 'Resources' }).click()
  for (const name of ['Docs', 'API docs', 'Metric catalog']) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible()
  }
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: "What's New" })).toBeVisible()
  await expect(page.getByRole('button', { name: 'AI assistant' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start free trial' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  // A guest is not offered Upgrade (they see the trial instead).
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0)

  const footer = page.getByRole('contentinfo')
  for (const name of [
    'Home',
    'Pricing',
    'Catalog',
    'Insights',
    'Docs',
    'Changelog',
    'Support',
    'Contact',
    'Privacy',
    'Terms',
    'Impressum',
    'Trust Center',
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  // The profiles the e2e server configures (SOCIAL_LINKS in scripts/e2e-server.mjs).
  await expect(footer.getByRole('navigation', { name: 'Social' }).getByRole('link')).toHaveText([
    'X',
  ])
  await expect(footer.getByText(/© \d{4} Onchain Studio/)).toBeVisible()
})

test('on a 375 px phone the navbar becomes a 270 px drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/home')
  await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  expect((await drawer.boundingBox())?.width).toBe(270)
  for (const name of [
    'Alerts',
    'Pricing',
    'Catalog',
    'Docs',
    'Support',
    'Contact',
    'Give Feedback',
    'Log in',
    'Sign up',
    'Start free trial',
  ]) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(drawer.getByRole('checkbox', { name: 'Dark mode' })).toBeVisible()
  await drawer.getByRole('link', { name: 'Pricing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  await expect(drawer).toBeHidden()
  // Search is one tap away on a phone.
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
})

test('a guest pressing / opens search; Escape closes it', async ({ page }) => {
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await page.keyboard.press('/')
  const overlay = page.getByRole('dialog', { name: 'Search' })
  await expect(overlay).toBeVisible()
  // A guest searches with the public search key: the input is ready once it is known.
  const input = overlay.getByRole('combobox', { name: 'Search charts, dashboards and assets' })
  await expect(input).toBeEnabled()
  await expect(input).toHaveAttribute('placeholder', 'Search charts, dashboards and assets')
  const suggestions = overlay.getByRole('listbox', { name: 'Suggestions' })
  await expect(suggestions.getByRole('option')).toHaveCount(7)
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(suggestions.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  for (const hint of ['Navigate', 'Close', 'Open', 'Open in new tab']) {
    await expect(overlay.getByText(hint, { exact: false }).first()).toBeVisible()
  }
  // Clear all is offered once there is a term, and empties it.
  await input.fill('sopr')
  await overlay.getByRole('button', { name: 'Clear all', exact: true }).click()
  await expect(input).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
})

test('/ typed inside an input does not open search', async ({ page }) => {
  await page.goto('/charts/AddressesActiveCount')
  await page.getByRole('searchbox', { name: 'Filter metrics' }).fill('a/b')
  await expect(page.getByRole('searchbox', { name: 'Filter metrics' })).toHaveValue('a/b')
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden()
})

test('Ctrl+I toggles the assistant panel', async ({ page }) => {
  await page.goto('/home')
  // The shortcut exists once the feature flags say the assistant is on.
  await expect(page.getByRole('button', { name: 'AI assistant' })).toBeVisible()
  await page.keyboard.press('Control+i')
  await expect(page.getByRole('complementary', { name: 'AI assistant' })).toBeVisible()
  await page.keyboard.press('Control+i')
  await expect(page.getByRole('complementary', { name: 'AI assistant' })).toBeHidden()
})

test('the modal parameter opens the session-expired modal for a guest', async ({ page }) => {
  await page.goto('/home?modal=sessionExpired')
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Please log in again to continue.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => new URL(page.url()).searchParams.get('modal')).toBeNull()
})

test('upgrade modal titles follow the plan; an unknown plan goes to pricing', async ({ page }) => {
  const titles: Array<[string, string]> = [
    ['api', 'Get API Access'],
    ['advanced', 'Upgrade to Advanced'],
    ['professional', 'Contact us'],
  ]
  for (const [plan, title] of titles) {
    await page.goto(`/charts/AddressesActiveCount?modal=upgrade&upgradePlan=${plan}`)
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  }
  await page.goto('/home?modal=upgrade&upgradePlan=platinum')
  await expect.poll(() => new URL(page.url()).pathname).toBe('/pricing')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the contact sales modal is 620 px wide', async ({ page }) => {
  await page.goto('/pricing?modal=contactSalesForm')
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' })
  await expect(dialog).toBeVisible()
  expect((await dialog.boundingBox())?.width).toBe(620)
})

test('dark mode is a persisted toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/home')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('checkbox', { name: 'Dark mode' }).check()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
})

test('the pricing page keeps the billing cycle in the address, yearly by default', async ({
  page,
}) => {
  await page.goto('/pricing')
  await expect(page.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText('$49/mo, billed yearly')).toBeVisible()
  await page.getByRole('radio', { name: 'Monthly' }).click()
  await expect(page.getByText('$99/mo')).toBeVisible()
  await expect.poll(() => new URL(page.url()).searchParams.get('billingCycle')).toBe('monthly')
})
