import type { Page } from '@playwright/test'
import { grantPlan, signedInAccount } from './accounts'
import { test, expect } from './fixtures'

// The alerts page and the chart page's Create alert, against the real server (docs/alerts.md,
// "The Alerts page"). Accounts get the Standard plan, which keeps three alerts.

const toastList = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

/** Console errors of the page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    errors.push(`${message.text()} at ${message.location().url}`)
  })
  return errors
}

async function signIn(page: Page) {
  await page.goto('/home')
  const account = await signedInAccount(page, 'alerts')
  grantPlan(account.email, 'standard')
  return account
}

test('a new account sees the empty state with a way to create its first alert', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/alerts')
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
  await expect(page.getByText('No alerts yet')).toBeVisible()
  await expect(page.getByText('0 of 3 alerts')).toBeVisible()
  await page.getByRole('button', { name: 'Create alert' }).last().click()
  await expect(page.getByRole('dialog', { name: 'Create alert' })).toBeVisible()
})

test('creates an alert from a chart after its preview, then edits, turns off and deletes it', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  await signIn(page)
  await page.goto('/charts/MarketPriceUsdClose?a=BTC&i=24h')
  await expect(page.getByRole('heading', { level: 1, name: 'Price' })).toBeVisible()
  await page
    .getByRole('toolbar', { name: 'Chart controls' })
    .getByRole('button', { name: 'Create alert' })
    .click()

  const dialog = page.getByRole('dialog', { name: 'Create alert' })
  await expect(dialog.getByLabel('Metric')).toHaveValue('market/price_usd_close')
  await expect(dialog.getByLabel('Asset')).toHaveValue('BTC')
  await expect(dialog.getByLabel('Resolution')).toHaveValue('24h')
  await dialog.getByLabel('Value').fill('50000')
  await expect(dialog.getByText(/^Would have fired \d+ times? in the last year$/)).toBeVisible()
  // The chart is drawn once scrolled near (as every chart of the app).
  const chart = dialog.getByRole('img', { name: /last year, with the alert's firings/ })
  // Tried again while the preview settles: the chart is drawn anew then, and an element replaced
  // mid-scroll fails the scroll (alerts.spec flaked so in CI).
  await expect(async () => {
    await chart.scrollIntoViewIfNeeded({ timeout: 2_000 })
    await expect(chart).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await dialog.getByLabel('Name').fill('BTC above 50k')
  await dialog.getByRole('button', { name: 'Create alert' }).click()
  await expect(
    toastList(page).getByText('Alert created successfully', { exact: true }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  // The chart draws the new alert's level at once.
  await expect(page.getByText('Alert “BTC above 50k”: above 50,000')).toBeVisible()
  await expect(page).toHaveURL(/[?&]alert=[0-9a-f-]{36}/)

  await page.goto('/alerts')
  const card = page.getByRole('listitem', { name: 'BTC above 50k' })
  await expect(card).toContainText('BTC Price above 50,000, every 1 day')
  await expect(page.getByText('1 of 3 alerts')).toBeVisible()

  // The alert's chart draws it.
  await card.getByRole('link', { name: 'BTC Price' }).click()
  await expect(page.getByText('Alert “BTC above 50k”: above 50,000')).toBeVisible()
  await page.goBack()

  await card.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit alert' })
  await edit.getByLabel('Condition').selectOption('lt')
  await edit.getByLabel('Value').fill('20000')
  await expect(edit.getByText(/^Would have fired \d+ times? in the last year$/)).toBeVisible()
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(
    toastList(page).getByText('Alert updated successfully', { exact: true }),
  ).toBeVisible()
  await expect(card).toContainText('BTC Price below 20,000')

  await card.getByRole('switch').click()
  await expect(card.getByRole('switch')).not.toBeChecked()
  await expect(card.getByRole('switch')).not.toBeChecked()
  await expect(card.getByText('Off', { exact: true })).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('listitem', { name: 'BTC above 50k' }).getByRole('switch'),
  ).not.toBeChecked()

  await page
    .getByRole('listitem', { name: 'BTC above 50k' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete alert' })
  await expect(confirm).toContainText('Delete the alert “BTC above 50k”?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastList(page).getByText('Deleted', { exact: true })).toBeVisible()
  await expect(page.getByText('No alerts yet')).toBeVisible()
  expect(errors).toEqual([])
})
