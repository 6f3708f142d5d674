import { signedInAccount } from './accounts'
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

test('a signed-in user is asked use case and trading strategy until onboarding answered them', async ({
  page,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'sales')
  const origin = new URL(page.url()).origin
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' })
  const form = dialog.getByRole('form', { name: 'Schedule Demo Form' })
  const fillAndSubmit = async () => {
    await form.getByLabel('Job title').fill('Head of Research')
    await form.getByLabel('Phone').fill('+44 20 7946 0958')
    await form.getByLabel('Institution type').selectOption({ label: 'Fund' })
    await form.getByLabel('Company AUM (USD)').selectOption({ label: '100M+' })
    await form.getByLabel('Purchase timeline').selectOption({ label: 'ASAP' })
    await form.getByRole('button', { name: 'Submit' }).click()
  }
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

  // No onboarding answers yet: nothing covers these questions, so the form asks them.
  await page.goto('/pricing?modal=contactSalesForm')
  await expect(form.getByLabel('Work email')).toHaveValue(/@e2e\.example$/)
  await expect(form.getByRole('group', { name: /Use case/ })).toBeVisible()
  await expect(form.getByRole('group', { name: /Trading strategy/ })).toBeVisible()
  await fillAndSubmit()
  await expect(form.getByText('Field is required')).toHaveCount(2)
  await form.getByRole('checkbox', { name: 'Research and content' }).check()
  await form.getByRole('checkbox', { name: 'Long-term investing' }).check()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(toast.getByText('Submission successful!', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Once the onboarding survey is answered, it stands in for both questions.
  const survey = await page.request.post('/surveys/add', {
    form: {
      surveyType: 'onboardingSurvey',
      role: 'portfolio_manager',
      experience: 'experienced',
      interests: 'market_cycles',
      heardFrom: 'newsletter',
    },
    headers: { Origin: origin },
  })
  expect(survey.status(), await survey.text()).toBe(201)
  await page.goto('/pricing?modal=contactSalesForm')
  await expect(
    form.getByText('Your use case and trading strategy come from your onboarding answers.'),
  ).toBeVisible()
  await expect(form.getByRole('group', { name: /Use case/ })).toHaveCount(0)
  await fillAndSubmit()
  await expect(dialog).toBeHidden()
})
