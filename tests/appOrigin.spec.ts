import { request as apiRequest } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs'
import { createVerifiedAccount, newAccount } from './accounts'
import { expect, test } from './fixtures'
import { startServer, type RunningServer } from './serverProcess'

// `studio.lan` stands for the machine's address on the network: the browser resolves it to this
// machine, and the server sees a Host header that is not a loopback name.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--host-resolver-rules=MAP studio.lan 127.0.0.1'],
  },
})

let server: RunningServer

// As `npm start` runs it: no PUBLIC_ORIGIN, every interface (IPv4 and IPv6).
test.beforeAll(async () => {
  server = await startServer({ PUBLIC_ORIGIN: undefined, HOST: '::' })
})
test.afterAll(async () => {
  await server.stop()
})

test('without PUBLIC_ORIGIN, sign-in works from any loopback name the user typed', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const { port } = server
  const appOrigin = `http://localhost:${port}`
  const api = await apiRequest.newContext({ baseURL: server.url })
  const account = newAccount('loopback')
  await createVerifiedAccount(api, account, `${server.dataDir}/mail`)
  await api.dispose()

  // The address people copy from a terminal: the app moves to its origin before it loads.
  await page.goto(`http://127.0.0.1:${port}/charts/AddressesActiveCount?a=ETH`)
  await expect(page).toHaveURL(`${appOrigin}/charts/AddressesActiveCount?a=ETH`)
  await expect(page.getByRole('heading', { level: 1, name: 'Active Addresses' })).toBeVisible()

  await page.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`^${appOrigin}/oidc/interaction/`))
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // Signed in (a new account is asked the onboarding survey first).
  await expect(page).toHaveURL(new RegExp(`^${appOrigin}/onboarding`))
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()

  // Any other loopback name is the same machine and lands on the same signed-in app.
  for (const host of [`127.0.0.1:${port}`, `127.0.0.2:${port}`, `[::1]:${port}`]) {
    await page.goto(`http://${host}/home`)
    await expect(page).toHaveURL(`${appOrigin}/home`)
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
  }
  // Nothing was ever stored at the other names: the redirect came before the app.
  const elsewhere = await page
    .context()
    .cookies([`http://127.0.0.1:${port}`, `http://127.0.0.2:${port}`, `http://[::1]:${port}`])
  expect(elsewhere).toEqual([])
})

test('without PUBLIC_ORIGIN, another address gets a page naming the PUBLIC_ORIGIN to set', async ({
  page,
}) => {
  const { port } = server
  const response = await page.goto(`http://studio.lan:${port}/home`)
  expect(response?.status()).toBe(421)
  await expect(
    page.getByRole('heading', { name: 'Set PUBLIC_ORIGIN to use this address' }),
  ).toBeVisible()
  await expect(page.locator('#public-origin')).toHaveText(`PUBLIC_ORIGIN=http://studio.lan:${port}`)
  await page
    .getByRole('link', { name: `http://localhost:${port}` })
    .first()
    .click()
  await expect(page).toHaveURL(`http://localhost:${port}/home`)
})
