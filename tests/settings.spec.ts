import type { Page } from '@playwright/test'
import { priceFor } from '../src/core/billingCatalog'
import { signedInAccount } from './accounts'
import { test, expect } from './fixtures'

const toastList = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

async function signIn(page: Page) {
  await page.goto('/home')
  return signedInAccount(page, 'settings')
}

test('edits the name; the user menu shows it after a reload', async ({ page }) => {
  await signIn(page)
  await page.goto('/settings/account')
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(
    toastList(page).getByText('Your changes have been saved', { exact: true }),
  ).toBeVisible()

  await page.reload()
  await page.getByRole('button', { name: 'User menu' }).click()
  await expect(page.getByRole('menu').getByText('Grace Hopper', { exact: true })).toBeVisible()
})

test('generates an API key that reads metrics; a wrong key is refused', async ({ page }) => {
  await signIn(page)
  await page.goto('/settings/api')
  await expect(page.getByText('You have no API key yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Generate API key' }).click()
  await expect(toastList(page).getByText('New API key generated', { exact: true })).toBeVisible()
  const apiKey = await page.getByLabel('Your new API key').inputValue()
  expect(apiKey).toMatch(/^[\w-]{43}$/)
  await expect(page.getByText(/it will not be shown again/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Regenerate API key' })).toBeVisible()
  await expect(page.getByText(/^curl "http:\/\/127\.0\.0\.1:\d+\/v1\/metrics/)).toBeVisible()

  const metric = '/v1/metrics/market/price_usd_close?a=BTC&f=json'
  const ok = await page.request.get(`${metric}&api_key=${apiKey}`)
  expect(ok.status()).toBe(200)
  const points = (await ok.json()) as { t: number; v: number | null }[]
  expect(points.filter((point) => typeof point.v === 'number').length).toBeGreaterThan(0)

  const wrong = await page.request.get(`${metric}&api_key=${apiKey.slice(0, -2)}xx`)
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' })
})

test('shows the Advanced subscription and cancels it through the survey dialog', async ({
  page,
}) => {
  await signIn(page)
  const checkout = await page.request.post('/payments/v1/sandbox/checkout', {
    data: {
      priceId: priceFor('advanced', 'yearly').priceId,
      trial: false,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
    },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(checkout.status(), await checkout.text()).toBe(200)

  await page.goto('/settings/billing')
  const subscription = page.getByRole('region', { name: 'Subscription' })
  await expect(subscription.getByText('Advanced', { exact: true })).toBeVisible()
  await expect(subscription.getByText('Yearly', { exact: true })).toBeVisible()
  await expect(subscription.getByText('Visa ending in 4242, expires 12/30')).toBeVisible()
  await expect(subscription.getByText(/^\$588\.00 on \d{4}-\d{2}-\d{2}$/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('row')).toHaveCount(2)

  await subscription.getByRole('button', { name: 'Cancel subscription' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' })
  await dialog.getByLabel('Why are you cancelling? (optional)').selectOption('not_using')
  await dialog.getByLabel(/Anything else/).fill('Back next cycle')
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click()

  await expect(
    toastList(page).getByText('Your subscription has been cancelled', { exact: true }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(
    subscription.getByText(/^Cancelled: your plan ends on \d{4}-\d{2}-\d{2}$/),
  ).toBeVisible()
  await expect(subscription.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0)

  const surveys = await page.request.get('/surveys/customer')
  expect(await surveys.json()).toMatchObject({
    data: [
      {
        surveyType: 'cancellationSurveyV2',
        answers: { reason: 'not_using', comment: 'Back next cycle' },
      },
    ],
  })
})

test('deletes the account after DELETE is typed and ends signed out', async ({ page }) => {
  await signIn(page)
  await page.goto('/settings/account')
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete account' })
  const confirm = dialog.getByRole('button', { name: 'Delete account' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await confirm.click()

  // Deletion runs the logout flow (wipe, provider logout) and ends on home, signed out; waiting
  // for that end keeps the browser from being closed halfway through the provider's redirects.
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  // Signed out: no session cookie is left, and the server answers the guest state.
  expect(await (await page.request.get('/v1/user/info')).json()).toBeNull()
})
