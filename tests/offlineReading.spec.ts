import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { createVerifiedAccount, newAccount, signedInAccount } from './accounts'
import { test, expect } from './fixtures'
import { untilControlled } from './serviceWorkerPage'
import { startServer, type RunningServer } from './serverProcess'

/*
 * Offline reading (docs/offline.md, "What works offline"): a signed-in user who visited their
 * screens online opens each of them again with the server gone and the browser offline, after a
 * reload and after the app was closed and opened again, still signed in. A screen never visited
 * says it needs a connection and offers Retry.
 */

/** Console errors of a page (failed requests included: an offline page must not make them). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} at ${message.location().url}`)
  })
  return errors
}

interface Saved {
  dashboard: { uuid: string; name: string }
  chart: { uuid: string; name: string }
  alertName: string
}

/** A signed-in account with one of everything, made through the real API. */
async function accountWithDocuments(page: Page, server: RunningServer): Promise<Saved> {
  const account = newAccount('offline-reader')
  await createVerifiedAccount(page.request, account, join(server.dataDir, 'mail'))
  const headers = () => ({ Origin: server.url, 'Idempotency-Key': randomUUID() })
  const login = await page.request.post('/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: server.url },
  })
  expect(login.status(), await login.text()).toBe(200)

  const tile = randomUUID()
  const dashboardName = 'Harbour valuation'
  const dashboard = await page.request.post('/v1/dashboards/create', {
    headers: headers(),
    data: {
      categoryUuid: 'uncategorized',
      data: {
        configs: [
          {
            uuid: tile,
            configType: 'metric',
            meta: {
              asset: 'BTC',
              metricCode: 'AddressesActiveCount',
              path: 'addresses/active_count',
              resolution: '24h',
            },
            extra: { name: 'Harbour activity' },
          },
        ],
        layouts: [{ i: tile, x: 0, y: 0, w: 6, h: 6 }],
        meta: { name: dashboardName, asset: 'BTC', slug: null },
      },
    },
  })
  expect(dashboard.status(), await dashboard.text()).toBe(201)

  const chartName = 'Harbour addresses'
  const chart = await page.request.post('/v1/udm/create', {
    headers: headers(),
    data: {
      name: chartName,
      items: [
        {
          uuid: randomUUID(),
          configType: 'metric',
          meta: { asset: 'BTC', metricCode: 'AddressesActiveCount' },
          extra: { ref: 'm1' },
        },
      ],
    },
  })
  expect(chart.status(), await chart.text()).toBe(201)

  // The dashboard is starred: its star is on, and it is listed under Favourites.
  const dashboardUuid = ((await dashboard.json()) as { uuid: string }).uuid
  const favorite = await page.request.put(`/v1/user/favorites/${randomUUID()}`, {
    headers: headers(),
    data: {
      configType: 'dashboard',
      meta: { uuid: dashboardUuid },
      extra: { name: dashboardName },
    },
  })
  expect(favorite.status(), await favorite.text()).toBe(200)

  const alertName = 'Harbour BTC above 100k'
  const alert = await page.request.post('/v1/alerts/create', {
    headers: headers(),
    data: {
      name: alertName,
      path: 'market/price_usd_close',
      asset: 'BTC',
      resolution: '24h',
      condition: 'gt',
      conditionValues: [100_000],
      channels: ['push'],
    },
  })
  expect(alert.status(), await alert.text()).toBe(201)

  return {
    dashboard: { uuid: dashboardUuid, name: dashboardName },
    chart: { uuid: ((await chart.json()) as { uuid: string }).uuid, name: chartName },
    alertName,
  }
}

/** The header still names the user: their menu, never "Log in". */
async function expectSignedIn(page: Page) {
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: /^User menu/ })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
}

const noSpinner = async (page: Page) =>
  expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0)

const star = (page: Page) => page.getByRole('button', { name: 'Favourite', exact: true })
const dashboardSidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' })
const chartLibrary = (page: Page) => page.getByRole('complementary', { name: 'Chart library' })

/** Every screen the user can edit, checked as it shows with or without the network. */
async function checkScreens(page: Page, saved: Saved) {
  // A dashboard with its metric tile drawn from the series store, the list beside it.
  await page.goto(`/dashboards/${saved.dashboard.uuid}`)
  await expectSignedIn(page)
  await expect(page.getByRole('heading', { level: 1, name: saved.dashboard.name })).toBeVisible()
  const tile = page.getByRole('article', { name: /Harbour activity/ })
  await expect(tile.getByRole('img', { name: /Harbour activity \(BTC\) chart/ })).toBeVisible()
  const sidebar = dashboardSidebar(page)
  await sidebar.getByRole('tab', { name: 'My dashboards' }).click()
  await expect(sidebar.getByRole('link', { name: new RegExp(saved.dashboard.name) })).toBeVisible()
  // Favourites, and the star by the title: on, and not waiting for a list.
  await sidebar.getByRole('tab', { name: 'Favourites' }).click()
  await expect(
    sidebar.getByRole('tabpanel').getByRole('link', { name: new RegExp(saved.dashboard.name) }),
  ).toBeVisible()
  await expect(star(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(star(page)).not.toHaveAttribute('aria-busy')
  await noSpinner(page)

  // My charts, and the saved chart itself.
  await page.goto(`/charts/${saved.chart.uuid}`)
  await expectSignedIn(page)
  await expect(page.getByRole('heading', { level: 1, name: saved.chart.name })).toBeVisible()
  await chartLibrary(page).getByRole('tab', { name: 'My charts' }).click()
  await expect(
    chartLibrary(page).getByRole('link', { name: new RegExp(saved.chart.name) }),
  ).toBeVisible()
  await noSpinner(page)

  // Alerts.
  await page.goto('/alerts')
  await expectSignedIn(page)
  await expect(page.getByRole('listitem', { name: saved.alertName })).toBeVisible()
  await noSpinner(page)
}

/** Waits until the query cache written to local storage (1 s throttle) holds `text`. */
async function untilPersisted(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('studio:query-cache') ?? ''))
    .toContain(text)
}

async function goOffline(context: BrowserContext, server: RunningServer) {
  await server.stop()
  await context.setOffline(true)
}

test('offline, a signed-in user keeps their account and every screen they edit, after a reload and a restart', async ({
  browser,
}) => {
  // A private server to stop, four documents, five screens visited three times.
  test.setTimeout(150_000)
  const server = await startServer()
  const context = await browser.newContext({ baseURL: server.url })
  try {
    let page = await context.newPage()
    await page.goto('/home')
    await untilControlled(page)
    const saved = await accountWithDocuments(page, server)

    await checkScreens(page, saved)
    await untilPersisted(page, saved.alertName)

    await goOffline(context, server)
    let errors = consoleErrors(page)
    await page.reload()
    await checkScreens(page, saved)
    expect(errors).toEqual([])

    // The app closed and opened again, still offline.
    await page.close()
    page = await context.newPage()
    errors = consoleErrors(page)
    await page.goto('/home')
    await expectSignedIn(page)
    await checkScreens(page, saved)
    expect(errors).toEqual([])

    // A press on the star offline is an edit like any other: it never sends anyone to sign in.
    await page.goto(`/dashboards/${saved.dashboard.uuid}`)
    await star(page).click()
    await expect(page.getByRole('heading', { level: 1, name: saved.dashboard.name })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(`/dashboards/${saved.dashboard.uuid}`)
  } finally {
    await context.close()
    await server.stop()
  }
})

test('offline, a screen never opened on this device says it needs a connection, and opens once back online', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  const origin = new URL(page.url()).origin
  await signedInAccount(page, 'offline-first-visit')
  const created = await page.request.post('/v1/dashboards/create', {
    headers: { Origin: origin, 'Idempotency-Key': randomUUID() },
    data: {
      categoryUuid: 'uncategorized',
      data: { configs: [], layouts: [], meta: { name: 'Quay ledger', asset: 'ETH', slug: null } },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { uuid } = (await created.json()) as { uuid: string }
  // Signed in on this device: the user is kept, nothing else was opened yet.
  await page.goto('/home')
  await untilControlled(page)
  await expectSignedIn(page)

  await context.setOffline(true)
  await page.goto(`/dashboards/${uuid}`)
  await expectSignedIn(page)
  const main = page.getByRole('main')
  await expect(
    main.getByText(
      'A connection is needed to open this dashboard: it is not saved on this device yet.',
    ),
  ).toBeVisible()
  await expect(
    main.getByRole('status').filter({ hasText: 'You are offline' }).first(),
  ).toBeVisible()
  const sidebar = dashboardSidebar(page)
  await expect(
    sidebar.getByText(
      'A connection is needed to open your dashboards: it is not saved on this device yet.',
    ),
  ).toBeVisible()
  await noSpinner(page)

  // Back online, the page opens without a press.
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Quay ledger' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: /Quay ledger/ })).toBeVisible()

  // Retry reads again: offline it still says so, online it opens the page.
  await context.setOffline(true)
  await page.goto('/alerts')
  const notice = main.getByText(
    'A connection is needed to open your alerts: it is not saved on this device yet.',
  )
  await expect(notice).toBeVisible()
  await main.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).toBeVisible()
  await noSpinner(page)
  await context.setOffline(false)
  await expect(page.getByText('No alerts yet')).toBeVisible()
})
