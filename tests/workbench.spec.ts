import { expect, test, type Page } from '@playwright/test'
import { createVerifiedAccount, newAccount, signedInAccount } from './accounts'

/*
 * The workbench (app.md section 4): a metric's chart edited into a workbench of metrics and a
 * formula evaluated in the formula workers, saved as the user's chart, reopened, edited and
 * cancelled; someone else's chart saved as a copy.
 */

const itemTab = (page: Page, ref: string) =>
  page.getByRole('tablist', { name: 'Items' }).getByRole('tab', { name: new RegExp(`^${ref} `) })

async function savedChart(page: Page, uuid: string) {
  const response = await page.request.get(`/v1/udm/${uuid}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    name: string
    version: number
    isOwner: boolean
    items: {
      configType: string
      meta: { content?: string; metricCode?: string }
      extra: { ref?: string; yAxis?: number }
    }[]
  }
}

function chartUuid(page: Page): string {
  const match = /\/charts\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)
  if (!match?.[1]) throw new Error(`not a saved chart: ${page.url()}`)
  return match[1]
}

test('builds a workbench with two metrics and a formula, saves, reopens, edits and cancels', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/home')
  await signedInAccount(page, 'workbench')
  await page.goto('/charts/AddressesActiveCount?a=BTC')
  await page.getByRole('button', { name: 'Edit', exact: true }).click()

  // Edit mode: the metric's chart as items, every one listed.
  await expect(page.getByRole('button', { name: 'Save as copy' })).toBeVisible()
  await expect(itemTab(page, 'm1')).toBeVisible()

  // A second metric from the catalog.
  await page.getByRole('button', { name: 'Add metric' }).click()
  const addMetric = page.getByRole('dialog', { name: 'Add metric' })
  await addMetric.getByLabel('Search metrics').fill('Transactions')
  await addMetric.getByRole('radio').first().check()
  await addMetric.getByRole('button', { name: 'Add metric' }).click()
  await expect(addMetric).toBeHidden()
  const metrics = await page
    .getByRole('tablist', { name: 'Items' })
    .getByRole('tab', { name: /^m\d/ })
    .count()
  expect(metrics).toBeGreaterThanOrEqual(2)

  // The formula, checked while it is typed.
  await page.getByRole('button', { name: 'Add formula' }).click()
  const formula = page.getByRole('dialog', { name: /formula f1/ })
  await formula.getByLabel('Name').fill('Smoothed ratio')
  await formula.getByLabel('Formula').fill('sma(m1, 30) / m9')
  await expect(formula.getByRole('alert')).toContainText('m9')
  await expect(formula.getByRole('button', { name: 'Add formula' })).toBeDisabled()
  await formula.getByLabel('Formula').fill('sma(m1, 30) / m2')
  await expect(formula.getByRole('alert')).toHaveCount(0)
  await formula.getByRole('button', { name: 'Add formula' }).click()
  await expect(formula).toBeHidden()
  await expect(itemTab(page, 'f1')).toBeVisible()
  await expect(page.getByText('Modified')).toBeVisible()
  // Evaluated in a worker: the result is drawn, so the legend lists it.
  await expect(
    page.getByRole('list', { name: 'Legend' }).getByRole('button', { name: 'Smoothed ratio' }),
  ).toBeVisible()
  // By the WebAssembly kernels: the server's policy lets the worker compile them.
  const engines = await page.evaluate(() =>
    performance
      .getEntriesByName('formula-evaluated')
      .map((mark) => (mark as PerformanceMark).detail as { engine: string }),
  )
  expect(engines.length).toBeGreaterThan(0)
  expect(engines.map((detail) => detail.engine)).toEqual(engines.map(() => 'WebAssembly'))

  await page.getByLabel('Chart name').fill('Activity against price')
  await page.getByRole('button', { name: 'Save as copy' }).click()
  await expect(page.getByText('Your changes have been saved', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/charts\/[0-9a-f-]{36}\?a=BTC$/)
  const uuid = chartUuid(page)
  await expect(page.getByRole('heading', { name: 'Activity against price' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
  const stored = await savedChart(page, uuid)
  expect(stored.isOwner).toBe(true)
  expect(stored.items.find((item) => item.configType === 'formula')?.meta.content).toBe(
    'sma(m1, 30) / m2',
  )

  // Reopened from the server, formula and all.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Activity against price' })).toBeVisible()
  await expect(itemTab(page, 'f1')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Legend' }).getByRole('button', { name: 'Smoothed ratio' }),
  ).toBeVisible()

  // Edit, remove the formula, cancel: the snapshot comes back.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await itemTab(page, 'f1').click()
  await page.getByRole('button', { name: 'Remove item' }).click()
  await expect(itemTab(page, 'f1')).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(itemTab(page, 'f1')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
  expect((await savedChart(page, uuid)).version).toBe(1)

  // The owner's Save updates the chart in place.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByLabel('Chart name').fill('Activity against price, v2')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Activity against price, v2' })).toBeVisible()
  expect(chartUuid(page)).toBe(uuid)
  // The heading changes when edit mode closes, before the save's answer: wait for the write.
  await expect.poll(async () => (await savedChart(page, uuid)).version).toBe(2)
  expect(await savedChart(page, uuid)).toMatchObject({
    version: 2,
    name: 'Activity against price, v2',
  })

  // Deleting it says so and returns to the list of the user's charts.
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete chart' })
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible()
  await expect(page).not.toHaveURL(new RegExp(uuid))
  await expect(page.getByRole('tab', { name: 'My charts' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  expect((await page.request.get(`/v1/udm/${uuid}`)).status()).toBe(404)
})

test('a formula a million times larger than its metric gets an axis of its own, and keeps it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/home')
  await signedInAccount(page, 'axes')
  await page.goto('/charts/AddressesActiveCount?a=BTC')
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  // The metric on the left axis, the price on the right.
  await expect(itemTab(page, 'm1')).toBeVisible()
  await expect(itemTab(page, 'm2')).toContainText('Price')
  const axisOf = (name: string) =>
    page.getByRole('group', { name: `Settings of ${name}` }).getByLabel('Axis')

  await page.getByRole('button', { name: 'Add formula' }).click()
  const formula = page.getByRole('dialog', { name: /formula f1/ })
  await formula.getByLabel('Name').fill('Scaled')
  await formula.getByLabel('Formula').fill('m1 * 1000000')
  await formula.getByRole('button', { name: 'Add formula' }).click()
  await expect(formula).toBeHidden()
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('button', { name: 'Scaled' })).toBeVisible()
  // Sharing the left axis would flatten the metric to a line at zero: a third axis instead.
  await expect(axisOf('Scaled')).toHaveValue('2')
  await expect(axisOf('Scaled').locator('option:checked')).toHaveText('Left 2')

  // Evaluated again after an edit, it stays where it was placed.
  await page.getByRole('button', { name: 'Edit formula' }).click()
  const edit = page.getByRole('dialog', { name: /formula f1/ })
  await edit.getByLabel('Formula').fill('m1 * 2')
  await edit.getByRole('button', { name: 'Save formula' }).click()
  await expect(edit).toBeHidden()
  await expect(axisOf('Scaled')).toHaveValue('2')

  await page.getByRole('button', { name: 'Save as copy' }).click()
  await expect(page).toHaveURL(/\/charts\/[0-9a-f-]{36}\?a=BTC$/)
  const stored = await savedChart(page, chartUuid(page))
  expect(stored.items.map((item) => [item.extra.ref, item.extra.yAxis])).toEqual([
    ['m1', 0],
    ['m2', 1],
    ['f1', 2],
  ])
})

test("someone else's chart opens by link and is saved as a copy, the original unchanged", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const owner = await browser.newPage({ baseURL: test.info().project.use.baseURL })
  await owner.goto('/home')
  await signedInAccount(owner, 'owner')
  const created = await owner.request.post('/v1/udm/create', {
    headers: { Origin: new URL(owner.url()).origin },
    data: {
      name: 'Shared activity',
      items: [
        {
          uuid: crypto.randomUUID(),
          configType: 'metric',
          meta: { asset: 'BTC', metricCode: 'AddressesActiveCount' },
          extra: { ref: 'm1' },
        },
        {
          uuid: crypto.randomUUID(),
          configType: 'formula',
          meta: { name: 'Doubled', content: 'm1 * 2' },
          extra: { ref: 'f1', name: 'Doubled' },
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const original = ((await created.json()) as { uuid: string }).uuid

  await page.goto('/home')
  await signedInAccount(page, 'reader')
  await page.goto(`/charts/${original}?a=BTC`)
  await expect(page.getByRole('heading', { name: 'Shared activity' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Legend' }).getByRole('button', { name: 'Doubled' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByRole('button', { name: 'Save as copy' }).click()
  // The original's address already matches the pattern: wait for the copy's before reading it.
  await expect(page).not.toHaveURL(new RegExp(original))
  await expect(page).toHaveURL(/\/charts\/[0-9a-f-]{36}\?a=BTC$/)
  const copy = chartUuid(page)
  expect(copy).not.toBe(original)
  expect(await savedChart(page, copy)).toMatchObject({ isOwner: true, name: 'Shared activity' })
  expect(await savedChart(owner, original)).toMatchObject({ isOwner: true, version: 1 })
  await owner.close()
})

test('a guest who adds a formula signs in and comes back to the formula dialog', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000)
  // An account that has answered onboarding, so sign-in returns straight to where it began.
  const account = newAccount('guest')
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  await createVerifiedAccount(api, account)
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  const login = await api.post('/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: origin },
  })
  expect(login.status()).toBe(200)
  const survey = await api.post('/surveys/add', {
    form: {
      surveyType: 'onboardingSurvey',
      role: 'analyst',
      experience: 'some',
      interests: 'derivatives',
      heardFrom: 'search',
    },
    headers: { Origin: origin },
  })
  expect(survey.status(), await survey.text()).toBeLessThan(300)
  await api.dispose()

  await page.goto('/charts/exchange-net-flow-30d-sma?a=BTC')
  await expect(page.getByRole('heading', { name: 'Exchange net flow 30d SMA' })).toBeVisible()
  await page.getByRole('button', { name: 'Add formula' }).click()
  await expect(page).toHaveURL(/\/oidc\/interaction\//)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/charts\/exchange-net-flow-30d-sma\?.*modal=workbenchEditFormula/)
  const formula = page.getByRole('dialog', { name: /formula f2/ })
  await expect(formula.getByRole('textbox', { name: 'Formula' })).toBeVisible()
})

test('a metrics link opens the chart compared with other metrics, drawn without signing in', async ({
  page,
}) => {
  await page.goto('/charts/AddressesActiveCount?a=BTC&metrics=TransactionsCount,not%20a%20code')
  const tabs = page.getByRole('tablist', { name: 'Items' }).getByRole('tab')
  await expect(tabs.last()).toContainText('TransactionsCount')
  const legend = page.getByRole('list', { name: 'Legend' })
  await expect(legend.getByRole('button')).toHaveCount(await tabs.count())
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
})

test('editing a chart of sub-series splits it into one item per sub-series, the first visible', async ({
  page,
}) => {
  await page.goto('/home')
  await signedInAccount(page, 'subsets')
  await page.goto('/charts/MarketPriceBollingerBands?a=BTC')
  await page.getByRole('button', { name: 'Edit', exact: true }).click()

  // Bollinger bands are three sub-series (h, v, l): three items, the largest first, each named
  // by its label rather than its key.
  const tabs = page.getByRole('tablist', { name: 'Items' }).getByRole('tab')
  await expect(tabs).toHaveCount(3)
  await expect(tabs.nth(0)).toHaveAccessibleName('m1 Bollinger Bands: Upper band')
  await expect(tabs.nth(1)).toHaveAccessibleName('m2 Bollinger Bands: Average')
  await expect(tabs.nth(2)).toHaveAccessibleName('m3 Bollinger Bands: Lower band')

  // Only the first is drawn; the others wait, hidden, until the user shows them.
  const visible = (name: string) =>
    page.getByRole('group', { name: `Settings of Bollinger Bands: ${name}` }).getByLabel('Visible')
  await expect(visible('Upper band')).toBeChecked()
  await tabs.nth(1).click()
  await expect(visible('Average')).not.toBeChecked()
  await tabs.nth(2).click()
  await expect(visible('Lower band')).not.toBeChecked()
  await expect(page.getByRole('list', { name: 'Legend' }).getByRole('button')).toHaveCount(3)
})
