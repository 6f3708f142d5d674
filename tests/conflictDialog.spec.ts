import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { signedInAccount, type TestAccount } from './accounts'
import { expect, test } from './fixtures'

/*
 * Two devices on one account, both online (docs/offline.md, "Conflicts"): device A holds its copy
 * of a dashboard, device B saves an edit. A's edit starts on B's version (revalidated with its
 * ETag); when B saves after A began editing and both changed the same thing, A's save asks A:
 * keep mine, take theirs or keep both, with what differs; Escape decides later and loses
 * nothing. Changes that do not overlap merge silently, and a saved workbench asks the same way.
 */

interface Dashboard {
  uuid: string
  version: number
  data: { configs: { uuid: string; configType: string }[]; meta: { name: string } }
}

const origin = (page: Page) => new URL(page.url()).origin

async function createDashboard(page: Page, name: string): Promise<Dashboard> {
  const [notes, flows] = [randomUUID(), randomUUID()]
  const created = await page.request.post('/v1/dashboards/create', {
    headers: { Origin: origin(page), 'Idempotency-Key': randomUUID() },
    data: {
      categoryUuid: 'uncategorized',
      data: {
        configs: [
          { uuid: notes, configType: 'markdown', meta: { content: 'Notes' } },
          { uuid: flows, configType: 'markdown', meta: { content: 'Flows' } },
        ],
        layouts: [
          { i: notes, x: 0, y: 0, w: 6, h: 6 },
          { i: flows, x: 6, y: 0, w: 6, h: 6 },
        ],
        meta: { name, asset: 'BTC', slug: null },
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as Dashboard
}

async function serverCopy(request: APIRequestContext, uuid: string): Promise<Dashboard> {
  const read = await request.get(`/v1/dashboards/${uuid}`)
  expect(read.status()).toBe(200)
  return (await read.json()) as Dashboard
}

async function dashboardNames(request: APIRequestContext): Promise<string[]> {
  const list = (await (await request.get('/v1/dashboards')).json()) as {
    data: { meta: { name: string } }[]
  }
  return list.data.map((entry) => entry.meta.name).sort()
}

/** Device B: another browser signed in to the same account. */
async function secondDevice(browser: Browser, page: Page, account: TestAccount) {
  const context = await browser.newContext({ baseURL: origin(page) })
  const login = await context.request.post('/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: origin(page) },
  })
  expect(login.status(), await login.text()).toBe(200)
  return { context, page: await context.newPage() }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const badge = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /unsynced change/ })

async function openDashboard(page: Page, dashboard: Dashboard, name: string) {
  await page.goto(`/dashboards/${dashboard.uuid}`)
  await expect(heading(page, name)).toBeVisible()
  // Signed in: Clone is offered, and Edit edits.
  await expect(page.getByRole('button', { name: 'Clone' })).toBeVisible()
}

async function startEdit(page: Page) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page.getByLabel('Dashboard name')).toBeVisible()
}

/** B opens the dashboard, renames it and saves. */
async function renameOn(page: Page, dashboard: Dashboard, from: string, to: string) {
  await openDashboard(page, dashboard, from)
  await startEdit(page)
  await page.getByLabel('Dashboard name').fill(to)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(heading(page, to)).toBeVisible()
}

test('a cached dashboard is revalidated before editing: the edit is made on the other device’s save', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.goto('/home')
  const account = await signedInAccount(page, 'revalidate')
  const b = await secondDevice(browser, page, account)
  try {
    const dashboard = await createDashboard(page, 'Harbour')
    // A shows its copy; B saves a rename; A's copy is still fresh (well under ten minutes).
    await openDashboard(page, dashboard, 'Harbour')
    await renameOn(b.page, dashboard, 'Harbour', 'Harbour, by B')
    await expect(heading(page, 'Harbour')).toBeVisible()

    await startEdit(page)
    await expect(page.getByLabel('Dashboard name')).toHaveValue('Harbour, by B')
    await page.getByLabel('Dashboard name').fill('Harbour, by A after B')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(heading(page, 'Harbour, by A after B')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect.poll(async () => (await serverCopy(page.request, dashboard.uuid)).version).toBe(3)
    expect(await dashboardNames(page.request)).toEqual(['Harbour, by A after B'])
  } finally {
    await b.context.close()
  }
})

test('a clash saved online asks which version to keep; each choice gives what it says', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.goto('/home')
  const account = await signedInAccount(page, 'clash')
  const b = await secondDevice(browser, page, account)
  const dialogOf = (name: string) =>
    page.getByRole('dialog', { name: `“${name}” was changed on another device` })

  /** A begins editing, B saves a rename meanwhile, A saves its own rename: the dialog. */
  async function clash(base: string) {
    const dashboard = await createDashboard(page, base)
    await openDashboard(page, dashboard, base)
    await startEdit(page)
    await page.getByLabel('Dashboard name').fill(`${base} (A)`)
    await renameOn(b.page, dashboard, base, `${base} (B)`)
    await page.getByRole('button', { name: 'Save' }).click()
    const dialog = dialogOf(`${base} (A)`)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('row', { name: /^Name/ })).toHaveText(
      `NameBoth changed“${base} (A)”“${base} (B)”`,
    )
    return { dashboard, dialog }
  }

  try {
    // Escape decides later: nothing is lost, the list asks again; then keep mine, by keyboard.
    {
      const { dashboard, dialog } = await clash('Quay')
      // Focus stays in the dialog: the page behind is inert.
      for (let step = 0; step < 7; step++) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        )
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(badge(page)).toHaveText('1 unsynced change')
      expect(await serverCopy(page.request, dashboard.uuid)).toMatchObject({
        version: 2,
        data: { meta: { name: 'Quay (B)' } },
      })
      await badge(page).click()
      const list = page.getByRole('dialog', { name: 'Unsynced changes' })
      await list.getByRole('button', { name: 'Choose…' }).click()
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Keep mine' }).focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(heading(page, 'Quay (A)')).toBeVisible()
      await expect(badge(page)).toHaveCount(0)
      expect(await serverCopy(page.request, dashboard.uuid)).toMatchObject({
        version: 3,
        data: { meta: { name: 'Quay (A)' } },
      })
    }

    // Take theirs: A's edit is dropped, B's version shows.
    {
      const { dashboard, dialog } = await clash('Dock')
      await dialog.getByRole('button', { name: 'Take theirs' }).click()
      await expect(heading(page, 'Dock (B)')).toBeVisible()
      await expect(badge(page)).toHaveCount(0)
      expect(await serverCopy(page.request, dashboard.uuid)).toMatchObject({
        version: 2,
        data: { meta: { name: 'Dock (B)' } },
      })
    }

    // Keep both: B's version stays, A's is a dashboard of its own.
    {
      const { dashboard, dialog } = await clash('Pier')
      await expect(dialog.getByText('yours is saved as “Pier (A) (offline copy)”')).toBeVisible()
      await dialog.getByRole('button', { name: 'Keep both' }).click()
      await expect(heading(page, 'Pier (B)')).toBeVisible()
      await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
        'Yours is saved as “Pier (A) (offline copy)”',
      )
      await expect
        .poll(async () => (await dashboardNames(page.request)).filter((n) => n.startsWith('Pier')))
        .toEqual(['Pier (A) (offline copy)', 'Pier (B)'])
      expect(await serverCopy(page.request, dashboard.uuid)).toMatchObject({ version: 2 })
      await expect(badge(page)).toHaveCount(0)
    }
    expect(await dashboardNames(page.request)).not.toContain('Quay (A) (offline copy)')
  } finally {
    await b.context.close()
  }
})

test('changes that do not overlap merge silently, with no dialog', async ({ page, browser }) => {
  test.setTimeout(90_000)
  await page.goto('/home')
  const account = await signedInAccount(page, 'merge')
  const b = await secondDevice(browser, page, account)
  try {
    const dashboard = await createDashboard(page, 'Jetty')
    await openDashboard(page, dashboard, 'Jetty')
    await startEdit(page)
    await page.getByRole('toolbar').getByRole('button', { name: 'Add text' }).click()
    await renameOn(b.page, dashboard, 'Jetty', 'Jetty, renamed by B')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(
      'Dashboard saved',
    )
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect.poll(async () => (await serverCopy(page.request, dashboard.uuid)).version).toBe(3)
    const saved = await serverCopy(page.request, dashboard.uuid)
    expect(saved.data.meta.name).toBe('Jetty, renamed by B')
    expect(saved.data.configs.map((item) => item.configType)).toEqual([
      'markdown',
      'markdown',
      'text',
    ])
    expect(await dashboardNames(page.request)).toEqual(['Jetty, renamed by B'])
  } finally {
    await b.context.close()
  }
})

test('a saved workbench asks the same way when both renamed it', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/home')
  await signedInAccount(page, 'workbench-clash')
  const created = await page.request.post('/v1/udm/create', {
    headers: { Origin: origin(page), 'Idempotency-Key': randomUUID() },
    data: {
      name: 'Cycle',
      configType: 'workbench',
      items: [
        {
          uuid: randomUUID(),
          configType: 'metric',
          meta: { asset: 'BTC', metricCode: 'PriceUsdClose' },
          extra: { ref: 'm1', name: 'Price' },
        },
      ],
      zoom: '1y',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const chart = (await created.json()) as { uuid: string; name: string }
  const chartUrl = `/v1/udm/${chart.uuid}`
  await page.goto(`/charts/${chart.uuid}?a=BTC`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cycle' })).toBeVisible()
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByLabel('Chart name').fill('Cycle (A)')
  // Meanwhile another device saves a rename (through the API, as its app does).
  const theirs = await page.request.put(chartUrl, {
    headers: { Origin: origin(page), 'Idempotency-Key': randomUUID(), 'If-Match': '"v1"' },
    data: { data: { ...chart, name: 'Cycle (B)' } },
  })
  expect(theirs.status(), await theirs.text()).toBe(200)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '“Cycle (A)” was changed on another device' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('row', { name: /^Name/ })).toHaveText(
    'NameBoth changed“Cycle (A)”“Cycle (B)”',
  )
  await dialog.getByRole('button', { name: 'Keep mine' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cycle (A)' })).toBeVisible()
  await expect
    .poll(async () => (await page.request.get(chartUrl)).json())
    .toMatchObject({ name: 'Cycle (A)', version: 3 })
})
