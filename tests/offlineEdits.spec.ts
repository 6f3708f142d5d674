import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { createVerifiedAccount, newAccount, type TestAccount } from './accounts'
import { test, expect } from './fixtures'
import { untilControlled } from './serviceWorkerPage'
import { startServer, type RunningServer } from './serverProcess'

/*
 * Offline edits (docs/offline.md, "The outbox"): edits made with the server gone and the browser
 * offline are shown at once, survive closing the app, and land once each when the server is back;
 * an edit made on a dashboard someone changed meanwhile is kept as a copy with a notice; and
 * operations an older version of the app queued still land after the update.
 */

const star = (page: Page) => page.getByRole('button', { name: 'Favourite', exact: true })
const badge = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /unsynced change/ })

async function logIn(request: APIRequestContext, server: RunningServer, account: TestAccount) {
  const login = await request.post('/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: server.url },
  })
  expect(login.status(), await login.text()).toBe(200)
}

interface Dashboard {
  uuid: string
  version: number
  data: { configs: { configType: string }[]; meta: { name: string } }
}

async function createDashboard(request: APIRequestContext, server: RunningServer, name: string) {
  const tile = randomUUID()
  const created = await request.post('/v1/dashboards/create', {
    headers: { Origin: server.url, 'Idempotency-Key': randomUUID() },
    data: {
      categoryUuid: 'uncategorized',
      data: {
        configs: [{ uuid: tile, configType: 'markdown', meta: { content: 'Notes' } }],
        layouts: [{ i: tile, x: 0, y: 0, w: 6, h: 6 }],
        meta: { name, asset: 'BTC', slug: null },
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as Dashboard
}

async function readDashboard(request: APIRequestContext, uuid: string) {
  const read = await request.get(`/v1/dashboards/${uuid}`)
  expect(read.status()).toBe(200)
  return (await read.json()) as Dashboard
}

/** A private server and a signed-in browser on it, the app's service worker in control. */
async function signedInOnPrivateServer(browser: Browser, label: string) {
  const server = await startServer()
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.goto('/home')
  await untilControlled(page)
  const account = newAccount(label)
  await createVerifiedAccount(page.request, account, join(server.dataDir, 'mail'))
  await logIn(page.request, server, account)
  return { server, context, page, account }
}

/** Opens the dashboard and waits until its page (and its copy in the cache) is there. */
async function openDashboard(page: Page, dashboard: Pick<Dashboard, 'uuid'>, name: string) {
  await page.goto(`/dashboards/${dashboard.uuid}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function renameDashboard(page: Page, name: string) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByLabel('Dashboard name').fill(name)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

async function goOffline(context: BrowserContext, server: RunningServer) {
  await server.stop()
  await context.setOffline(true)
}

async function untilPersisted(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('studio:query-cache') ?? ''))
    .toContain(text)
}

test('edits made offline are kept across closing the app, then land once each when the server is back', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { server, context, page: first } = await signedInOnPrivateServer(browser, 'offline-editor')
  let page = first
  try {
    const dashboard = await createDashboard(page.request, server, 'Harbour flows')
    // Both screens seen online, so that they open offline.
    await page.goto('/charts/AddressesActiveCount?a=BTC')
    await expect(star(page)).toHaveAttribute('aria-pressed', 'false')
    await expect(star(page)).not.toHaveAttribute('aria-busy', 'true')
    await openDashboard(page, dashboard, 'Harbour flows')
    await untilPersisted(page, 'Harbour flows')

    await goOffline(context, server)
    await page.goto('/charts/AddressesActiveCount?a=BTC')
    await star(page).click()
    await expect(star(page)).toHaveAttribute('aria-pressed', 'true')
    await openDashboard(page, dashboard, 'Harbour flows')
    await renameDashboard(page, 'Harbour flows, weekly')
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByRole('toolbar').getByRole('button', { name: 'Add text' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(badge(page)).toHaveText('3 unsynced changes')

    // The app closed and opened again, still offline: the edits are there, and still waiting.
    await page.close()
    page = await context.newPage()
    await openDashboard(page, dashboard, 'Harbour flows, weekly')
    await expect(
      page.getByRole('textbox', { name: 'Text' }).or(page.getByText('Insert text here')),
    ).toHaveCount(1)
    await expect(badge(page)).toHaveText('3 unsynced changes')
    await badge(page).click()
    const list = page.getByRole('dialog', { name: 'Unsynced changes' })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list.getByText('Waiting for a connection')).toHaveCount(3)
    await list.getByRole('button', { name: 'Close' }).click()
    await page.goto('/charts/AddressesActiveCount?a=BTC')
    await expect(star(page)).toHaveAttribute('aria-pressed', 'true')

    // The server is back: the badge clears, and the server has each edit once.
    await server.restart()
    await context.setOffline(false)
    await expect(badge(page)).toHaveCount(0, { timeout: 20_000 })
    const saved = await readDashboard(page.request, dashboard.uuid)
    expect(saved.data.meta.name).toBe('Harbour flows, weekly')
    expect(saved.data.configs.map((item) => item.configType)).toEqual(['markdown', 'text'])
    // Created at 1, then the rename and the new tile: one version each.
    expect(saved.version).toBe(3)
    const favorites = (await (await page.request.get('/v1/user/favorites')).json()) as {
      data: { meta: { metricCode?: string; asset?: string } }[]
    }
    expect(
      favorites.data.filter(
        (f) => f.meta.metricCode === 'AddressesActiveCount' && f.meta.asset === 'BTC',
      ),
    ).toHaveLength(1)
  } finally {
    await context.close()
    await server.stop()
  }
})

test('a dashboard renamed offline while another device renamed it is kept as "(offline copy)", and says so', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { server, context, page, account } = await signedInOnPrivateServer(browser, 'two-devices')
  const other = await browser.newContext({ baseURL: server.url })
  try {
    const dashboard = await createDashboard(page.request, server, 'Quay ledger')
    await openDashboard(page, dashboard, 'Quay ledger')
    await untilPersisted(page, 'Quay ledger')

    // This device goes offline and renames it; the other device renames it meanwhile.
    await context.setOffline(true)
    await renameDashboard(page, 'Quay ledger (mine)')
    await expect(badge(page)).toHaveText('1 unsynced change')
    await logIn(other.request, server, account)
    const theirs = await other.request.put(`/v1/dashboards/${dashboard.uuid}`, {
      headers: { Origin: server.url, 'Idempotency-Key': randomUUID(), 'If-Match': '"v1"' },
      data: {
        data: { ...dashboard.data, meta: { ...dashboard.data.meta, name: 'Quay ledger (theirs)' } },
      },
    })
    expect(theirs.status(), await theirs.text()).toBe(200)

    await context.setOffline(false)
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Changed on another device', { exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expect(
      toasts.getByText(
        '“Quay ledger (mine)” was changed on another device meanwhile: your version is saved as “Quay ledger (mine) (offline copy)”',
      ),
    ).toHaveCount(1)
    // The dashboard keeps the other device's name; the user's version is a dashboard of its own.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Quay ledger (theirs)' }),
    ).toBeVisible()
    const list = (await (await page.request.get('/v1/dashboards')).json()) as {
      data: { meta: { name: string } }[]
    }
    expect(list.data.map((d) => d.meta.name).sort()).toEqual([
      'Quay ledger (mine) (offline copy)',
      'Quay ledger (theirs)',
    ])
    // The notice stays in the list until read.
    await badge(page)
      .or(page.getByRole('button', { name: /sync notice/ }))
      .click()
    await page
      .getByRole('dialog', { name: 'Unsynced changes' })
      .getByRole('button', { name: 'Dismiss notices' })
      .click()
    await expect(page.getByRole('button', { name: /sync notice/ })).toHaveCount(0)
  } finally {
    await other.close()
    await context.close()
    await server.stop()
  }
})

test('operations an older version of the app queued still land after the update', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { server, context, page } = await signedInOnPrivateServer(browser, 'deploy-skew')
  try {
    await page.goto('/home')
    const user = (await (await page.request.get('/v1/user/info')).json()) as { uuid: string }
    // The old version's records, as it stored them (src/core/sync/fixtures), for this user.
    const dashboardUuid = randomUUID()
    const fixture = readFileSync('src/core/sync/fixtures/version1Operations.json', 'utf8')
      .replaceAll('OWNER', user.uuid)
      .replaceAll('9f3e4a1b-7d9c-4c7b-9f4a-3b2e5c6d7e8f', dashboardUuid)
    // Written into the outbox database the app opened, without the app's help.
    await expect
      .poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.map((d) => d.name))))
      .toContain('studio-outbox')
    await page.evaluate(async (records) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('studio-outbox')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('operations', 'readwrite')
        for (const record of JSON.parse(records) as object[])
          tx.objectStore('operations').put(record)
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    }, fixture)

    // The new version starts: it reads them, sends them, and the server has both.
    await page.reload()
    await expect
      .poll(async () => (await page.request.get(`/v1/dashboards/${dashboardUuid}`)).status(), {
        timeout: 20_000,
      })
      .toBe(200)
    const favorites = (await (await page.request.get('/v1/user/favorites')).json()) as {
      data: { id: string }[]
    }
    expect(favorites.data.map((f) => f.id)).toContain('fixture-star')
    await expect(badge(page)).toHaveCount(0)
  } finally {
    await context.close()
    await server.stop()
  }
})
