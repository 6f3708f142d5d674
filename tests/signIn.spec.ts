import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import {
  createVerifiedAccount,
  newAccount,
  signedInAccount,
  verificationLink,
  type TestAccount,
} from './accounts'

const twelveHoursAgo = () => String(Date.now() - 13 * 60 * 60 * 1000)

/** On the embedded provider's sign-in page: fill it in and submit. */
async function signInAtProvider(page: Page, account: TestAccount) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The onboarding survey is answered already, so sign-in returns where it started. */
async function answerOnboarding(page: Page) {
  const res = await page.request.post('/surveys/add', {
    form: {
      surveyType: 'onboardingSurvey',
      role: 'analyst',
      experience: 'some',
      interests: 'derivatives',
      heardFrom: 'search',
    },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
}

const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' })
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test('a new analyst signs up, verifies the email, logs in and finishes onboarding', async ({
  page,
}) => {
  // Sign-up, the emailed link, sign-in at the provider and the survey: on a loaded 2-core
  // machine the whole journey has taken 36 s.
  test.setTimeout(60_000)
  const account = newAccount('journey')
  await page.goto('/home')
  await page.goto('/auth/signup')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await page.getByLabel('First name').fill(account.firstName)
  await page.getByLabel('Last name').fill(account.lastName)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel(/^Password/).fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible()

  await page.goto(await verificationLink(account.email))
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
  await page.getByRole('button', { name: 'Log in' }).click()
  await signInAtProvider(page, account)

  // No onboarding survey yet: the callback sends the new user there.
  await expect(page).toHaveURL(/\/onboarding$/)
  const survey = page.getByRole('form', { name: 'Onboarding survey' })
  await survey.getByLabel('Which best describes your role?').selectOption({ label: 'Trader' })
  await survey
    .getByLabel('How experienced are you with on-chain data?')
    .selectOption({ label: 'Experienced' })
  await survey.getByRole('checkbox', { name: 'Exchange flows' }).check()
  await survey.getByLabel('How did you hear about us?').selectOption({ label: 'Search engine' })
  await survey.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await userMenu(page).click()
  await expect(page.getByRole('menu').getByText(account.email)).toBeVisible()

  // The session is our HttpOnly cookie; no token sits in web storage.
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'studio_session')).toMatchObject({ httpOnly: true })
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  )
  expect(stored).not.toMatch(/access_token|refresh_token|id_token/)
})

test('an unverified account is told the activation email was sent', async ({ page }) => {
  const account = newAccount('unverified')
  await page.goto('/home')
  const signup = await page.request.post('/v1/user/signup', {
    data: { ...account, newsletter: false },
  })
  expect(signup.status()).toBe(201)
  await page.goto('/auth/login')
  await signInAtProvider(page, account)
  await expect(page).toHaveURL(/\/home$/)
  // One assertion on the toast (4 seconds on screen), title and description together.
  await expect(
    toasts(page).getByRole('listitem').filter({ hasText: 'Activation email sent' }),
  ).toContainText('Please verify your email before logging in')
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('logging out wipes local data and ends the provider session; logging in returns', async ({
  page,
}) => {
  const account = newAccount('logout')
  await page.goto('/home')
  await createVerifiedAccount(page.request, account)
  await page.goto('/auth/login?redirectTo=/pricing')
  await signInAtProvider(page, account)
  // The survey first; it knows where the sign-in started.
  await expect(page).toHaveURL(/\/onboarding\?redirectTo=%2Fpricing$/)
  await answerOnboarding(page)

  // Data the user left in this browser, and a device preference that stays.
  await page.evaluate(async () => {
    window.localStorage.setItem('studio:recentSearches', '["mvrv"]')
    window.localStorage.setItem('studio:darkMode', 'true')
    await new Promise((resolve) => {
      const open = indexedDB.open('studio-series')
      open.onsuccess = () => {
        open.result.close()
        resolve(undefined)
      }
    })
  })

  await userMenu(page).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  // The provider confirms our own app's logout by itself and returns to the app.
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  const left = await page.evaluate(async () => ({
    recent: window.localStorage.getItem('studio:recentSearches'),
    dark: window.localStorage.getItem('studio:darkMode'),
    // The service worker's own bookkeeping (workbox-*) is not the user's and stays.
    databases: (await indexedDB.databases())
      .map((d) => d.name)
      .filter((name) => !name?.startsWith('workbox-')),
  }))
  expect(left).toEqual({ recent: null, dark: 'true', databases: [] })
  // Signed out: no session cookie is left, and the server answers the guest state.
  expect(await (await page.request.get('/v1/user/info')).json()).toBeNull()

  // Signing in again needs the password: the provider session ended too.
  await page.goto('/auth/login?redirectTo=/pricing')
  await signInAtProvider(page, account)
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(userMenu(page)).toBeVisible()
})

test('a session revoked on the server reopens the app with the session-expired modal', async ({
  page,
  playwright,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'revoked')
  await page.goto('/home')
  await expect(userMenu(page)).toBeVisible()

  // The session ends elsewhere (another device logs it out) while the app is closed; this
  // browser still has the cookie. (An open tab learns it from its pulse socket: pulses.spec.ts.)
  const session = (await page.context().cookies()).find((c) => c.name === 'studio_session')
  const origin = new URL(page.url()).origin
  await page.goto('about:blank')
  const elsewhere = await playwright.request.newContext({ baseURL: origin })
  const logout = await elsewhere.post('/v1/user/logout', {
    headers: { Origin: origin, Cookie: `studio_session=${session?.value ?? ''}` },
  })
  expect(logout.status()).toBe(200)
  await elsewhere.dispose()

  await page.goto('/home')
  await expect(page).toHaveURL(/modal=sessionExpired/)
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' })
  await expect(dialog.getByText('Please log in again to continue.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('the session is linked again after 12 hours, and logged out when the provider refuses', async ({
  page,
}) => {
  const account = newAccount('relink')
  await page.goto('/home')
  await createVerifiedAccount(page.request, account)
  await page.goto('/auth/login')
  await signInAtProvider(page, account)
  await expect(page).toHaveURL(/\/onboarding$/)
  await answerOnboarding(page)

  // Twelve hours on: the app renews the sign-in in a hidden frame and links the new token.
  await page.evaluate(
    (at) => window.localStorage.setItem('studio:auth:linkedAt', at),
    twelveHoursAgo(),
  )
  const relinked = page.waitForResponse(
    (r) => r.url().endsWith('/v1/user/link') && r.request().method() === 'POST',
  )
  await page.goto('/home')
  expect((await relinked).status()).toBe(200)
  await expect(userMenu(page)).toBeVisible()

  // The provider session is gone (signed out there): the next re-link fails and logs out.
  await page.context().clearCookies({ name: /^_session/ })
  await page.evaluate(
    (at) => window.localStorage.setItem('studio:auth:linkedAt', at),
    twelveHoursAgo(),
  )
  await page.goto('/home')
  await expect(page.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  // Signed out: no session cookie is left, and the server answers the guest state.
  expect(await (await page.request.get('/v1/user/info')).json()).toBeNull()
})
