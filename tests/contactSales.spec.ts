import { test, expect } from './fixtures'

test('the Contact Sales modal validates the demo form and submits it', async ({ page }) => {
  await page.goto('/?modal=contactSalesForm')
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' })
  const form = dialog.getByRole('form', { name: 'Schedule Demo Form' })
  await expect(form).toBeVisible()

  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText('Field is required').first()).toBeVisible()
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('First name')).toBeFocused()

  await form.getByLabel('First name').fill('Grace')
  await form.getByLabel('Last name').fill('Hopper')
  await form.getByLabel('Work email').fill('grace@fund.example')
  await form.getByLabel('Job title').fill('Head of Research')
  await form.getByLabel('Phone').fill('+1')
  await form.getByLabel('Phone').blur()
  await expect(form.getByText('Must start with "+" followed by at least 8 digits')).toBeVisible()
  await form.getByLabel('Phone').fill('+44 20 7946 0958')
  await form.getByLabel('Institution type').selectOption({ label: 'Family office' })
  await form.getByLabel('Company AUM (USD)').selectOption({ label: '10M - 50M' })
  await form.getByLabel('Purchase timeline').selectOption({ label: 'In the near future' })
  await form.getByRole('checkbox', { name: 'Risk management' }).check()
  await form.getByRole('checkbox', { name: 'Market neutral' }).check()
  await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check()
  await expect(form.getByText('Field is required')).toHaveCount(0)

  await form.getByRole('button', { name: 'Submit' }).click()
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')
  await expect(toast.getByText('Submission successful!', { exact: true })).toBeVisible()
  await expect(
    toast.getByText('Thanks for reaching out! Our sales team will contact you soon.', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page).not.toHaveURL(/modal=/)
})
