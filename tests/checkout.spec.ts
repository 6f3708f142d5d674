import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { grantPlan, signedInAccount } from './accounts'

/*
 * The checkout against the server's sandbox (no Paddle client token in e2e): the popup's card
 * form, the signed webhook it triggers, and the app's way from the pricing page to /success.
 */

async function signedInStandardUser(page: Page): Promise<void> {
  await page.goto('/home')
  await signedInAccount(page, 'checkout')
}

/** Fills the sandbox card form; the number is prefilled with the succeeding test card. */
async function fillCard(popup: Page, number?: string): Promise<void> {
  await popup.getByLabel('Name on card').fill('Ada Lovelace')
  if (number !== undefined) await popup.getByLabel('Card number').fill(number)
  await popup.getByLabel('Expiry (MM/YY)').fill('12/39')
  await popup.getByLabel('CVC').fill('123')
}

async function userPlan(page: Page): Promise<string> {
  const info = await page.request.get('/v1/user/info')
  expect(info.status()).toBe(200)
  return ((await info.json()) as { plan: string }).plan
}

test('a Standard user starts the Advanced trial in the checkout and lands on thank-you', async ({
  page,
}) => {
  await signedInStandardUser(page)
  await page.goto('/pricing')
  const standard = page.getByRole('article', { name: 'Standard' })
  const advanced = page.getByRole('article', { name: 'Advanced' })
  const professional = page.getByRole('article', { name: 'Professional' })
  await expect(standard.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
  await expect(advanced.getByRole('button', { name: 'Skip the trial and pay now' })).toBeVisible()
  await expect(professional.getByRole('link', { name: 'Contact sales' })).toBeVisible()

  const popupOpened = page.waitForEvent('popup')
  await advanced.getByRole('button', { name: 'Try for free*' }).click()
  const popup = await popupOpened
  expect(new URL(popup.url()).searchParams.get('priceId')).toBe('pri_studio_advanced_yearly')
  expect(new URL(popup.url()).searchParams.get('trial')).toBe('1')
  await expect(popup.getByText('14-day free trial, then $588 per year')).toBeVisible()
  await expect(popup.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
  await fillCard(popup)
  await popup.getByRole('button', { name: 'Start free trial' }).click()

  await expect(page).toHaveURL(/\/thank-you\/advanced-trial-yearly$/)
  await expect(page.getByText('Your 14-day free trial of Advanced has started.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Advanced' })).toBeVisible()
  await expect(page.getByText('Futures and derivatives data')).toBeVisible()
  // The app closes the popup once it has the completed event.
  await expect.poll(() => popup.isClosed()).toBe(true)

  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/success$/)
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Charts' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Settings › Billing' })).toHaveAttribute(
    'href',
    '/settings/billing',
  )
  expect(await userPlan(page)).toBe('advanced')
})

test('paying now skips the trial on the monthly cycle', async ({ page }) => {
  await signedInStandardUser(page)
  await page.goto('/pricing')
  await page.getByRole('radio', { name: 'Monthly' }).click()
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Skip the trial and pay now' }).click()
  const popup = await popupOpened
  expect(new URL(popup.url()).searchParams.get('priceId')).toBe('pri_studio_advanced_monthly')
  expect(new URL(popup.url()).searchParams.get('trial')).toBe('0')
  await expect(popup.getByText('$99 per month')).toBeVisible()
  await fillCard(popup)
  await popup.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/thank-you\/advanced-monthly$/)
  await expect(page.getByText('Your Advanced plan is active, billed monthly.')).toBeVisible()
  expect(await userPlan(page)).toBe('advanced')
})

test('a declined card shows the error in the checkout and the app stays on pricing', async ({
  page,
}) => {
  await signedInStandardUser(page)
  await page.goto('/pricing')
  const tryForFree = page.getByRole('button', { name: 'Try for free*' })
  const popupOpened = page.waitForEvent('popup')
  await tryForFree.click()
  const popup = await popupOpened
  await fillCard(popup, '4000 0000 0000 0002')
  await popup.getByRole('button', { name: 'Start free trial' }).click()

  await expect(popup.getByRole('alert')).toHaveText('The card was declined')
  // Radix renders the toast and a copy for screen readers: the first is the visible one.
  await expect(page.getByText('The payment did not go through').first()).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/pricing')

  // Cancel closes the checkout: nothing happens but focus going back to the button.
  // The click closes the window it is made in: a click that ends in "target closed" is the
  // checkout doing what it should, so only a popup still open counts as a failure.
  await popup
    .getByRole('button', { name: 'Cancel' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(tryForFree).toBeFocused()
  expect(new URL(page.url()).pathname).toBe('/pricing')
  // Nothing was bought: the account is still on the free Standard plan.
  expect(await userPlan(page)).toBe('standard')
})

test('Start free trial in the navbar and the Advanced upgrade modal open the trial checkout', async ({
  page,
}) => {
  await signedInStandardUser(page)
  await page.goto('/charts')
  let popupOpened = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Start free trial' }).click()
  let popup = await popupOpened
  expect(new URL(popup.url()).searchParams.get('trial')).toBe('1')
  // The request is used up: a reload does not open the checkout again.
  await expect.poll(() => new URL(page.url()).searchParams.get('checkout')).toBeNull()
  expect(new URL(page.url()).pathname).toBe('/pricing')
  await popup.close()

  await page.goto('/charts/AddressesActiveCount?modal=upgrade&upgradePlan=advanced')
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Advanced' })
  popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('link', { name: 'Start free trial' }).click()
  popup = await popupOpened
  expect(new URL(popup.url()).searchParams.get('priceId')).toBe('pri_studio_advanced_yearly')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await popup.close()
})

// A Professional account was offered the trial: its user info said trialAvailable.
test('an account given Professional by npm run user:plan is offered no free trial', async ({
  page,
}) => {
  await page.goto('/home')
  const account = await signedInAccount(page, 'professional')
  grantPlan(account.email, 'professional')
  await page.goto('/pricing')
  // The plan has arrived: Professional is the current plan.
  const professional = page.getByRole('article', { name: 'Professional' })
  await expect(professional.getByRole('button', { name: 'Current Plan' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start free trial' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Home', exact: true }).first().click()
  await expect(page).toHaveURL(/\/home/)
  await expect(page.getByRole('link', { name: 'Start free trial' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
})

test('guests sign up from the Advanced card and come back to its checkout', async ({ page }) => {
  await page.goto('/pricing?billingCycle=monthly')
  const signUp = page.getByRole('article', { name: 'Advanced' }).getByRole('link', {
    name: 'Sign up',
  })
  const href = new URL((await signUp.getAttribute('href')) ?? '', 'http://x')
  expect(href.pathname).toBe('/auth/signup')
  expect(href.searchParams.get('redirectTo')).toBe(
    '/pricing?billingCycle=monthly&checkout=advanced-trial',
  )
})

test('the Professional upgrade deep link offers to contact sales', async ({ page }) => {
  await page.goto('/pricing?modal=upgrade&upgradePlan=professional')
  const dialog = page.getByRole('dialog', { name: 'Contact us' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Contact sales' }).click()
  await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('upgradePlan')).toBeNull()
})

test('unknown thank-you addresses go to charts', async ({ page }) => {
  await signedInStandardUser(page)
  await page.goto('/thank-you/advanced-weekly')
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/charts/)
})
