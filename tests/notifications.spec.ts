import { test, expect } from './fixtures'
import { signedInAccount } from './accounts'

test('a plan change reaches the notification list in the user menu, which then reads as seen', async ({
  page,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'notified')
  const origin = new URL(page.url()).origin
  const bought = await page.request.post('/payments/v1/sandbox/checkout', {
    data: {
      priceId: 'pri_studio_advanced_monthly',
      trial: false,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
    },
    headers: { Origin: origin },
  })
  expect(bought.status(), await bought.text()).toBe(200)

  await page.goto('/home')
  await page.getByRole('button', { name: 'User menu, 1 unread notifications' }).click()
  await page.getByRole('menuitem', { name: 'Notifications (1)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Notifications' })
  await expect(dialog.getByText('Your plan is now Advanced')).toBeVisible()
  await expect(page.getByRole('button', { name: 'User menu', exact: true })).toBeVisible()

  await dialog.getByRole('link', { name: 'Open' }).click()
  await expect(page).toHaveURL(/\/settings\/billing$/)
  await expect(dialog).toBeHidden()
})
