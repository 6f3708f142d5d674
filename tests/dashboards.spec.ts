import { signedInAccount } from './accounts'
import { dashboardUuid, drag, savedDashboard, widget } from './dashboardPage'
import { expect, test } from './fixtures'

/*
 * Dashboards (app.md section 4): a new dashboard built from a metric tile, text, markdown and a
 * video, arranged by dragging and resizing, created by its first save and reopened as it was;
 * markdown that tries to run a script renders as text; the asset overview cloned, opened for
 * another asset and the copy deleted; the dashboards list beside the page (categories, move,
 * search) and a starred chart added as a tile. The grid's layout: dashboardLayout.spec.ts.
 */

const hostileMarkdown = [
  '# Release notes',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '[harmless looking](javascript:window.__pwned=true)',
].join('\n')

test('builds a dashboard of a metric, text, markdown and a video, arranges, saves and reopens it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/home')
  await signedInAccount(page, 'dashboards')
  await page.goto('/dashboards/asset-overview?a=BTC')
  await expect(page.getByRole('heading', { name: 'Asset overview: BTC' })).toBeVisible()

  // New dashboard from the page's own toolbar: opened empty in edit mode, created on Save.
  await page
    .getByRole('toolbar', { name: 'Dashboard' })
    .getByRole('button', { name: 'New dashboard' })
    .click()
  await expect(page).toHaveURL(/\/dashboards\/new\?a=BTC$/)
  await expect(page.getByText('This dashboard has no items yet')).toBeVisible()
  await page.getByLabel('Dashboard name').fill('Weekly review')

  // A metric tile from the catalog.
  await page
    .getByRole('toolbar', { name: 'Dashboard' })
    .getByRole('button', { name: 'Add metric' })
    .click()
  const addMetric = page.getByRole('dialog', { name: 'Add metric' })
  await addMetric.getByLabel('Search metrics').fill('Active Addresses')
  await addMetric.getByRole('radio').first().check()
  await addMetric.getByRole('button', { name: 'Add metric' }).click()
  await expect(addMetric).toBeHidden()
  const tile = widget(page, /\(BTC\)$/)
  await expect(tile.getByRole('img', { name: /chart$/ })).toBeVisible()

  // Text, markdown (with a script in it) and a video.
  await page.getByRole('button', { name: 'Add text' }).click()
  await expect(widget(page, 'Text').getByRole('textbox', { name: 'Text' })).toHaveValue(
    'Insert text here',
  )
  await widget(page, 'Text').getByRole('textbox', { name: 'Text' }).fill('Network health')
  await page.getByRole('button', { name: 'Add markdown' }).click()
  await widget(page, 'Markdown').getByRole('textbox', { name: 'Markdown' }).fill(hostileMarkdown)
  await page.getByRole('button', { name: 'Add video' }).click()
  const addVideo = page.getByRole('dialog', { name: 'Add video' })
  await addVideo.getByLabel('Title').fill('Market update')
  await addVideo.getByLabel('Video link').fill('https://videos.example.com/watch/42')
  await addVideo.getByRole('button', { name: 'Add' }).click()
  await expect(addVideo.getByRole('alert')).toContainText('This video host is not supported')
  await addVideo.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await addVideo.getByRole('button', { name: 'Add' }).click()
  await expect(addVideo).toBeHidden()
  const frame = widget(page, 'Market update').locator('iframe')
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-presentation',
  )
  await expect(page.getByText('Modified')).toBeVisible()

  // Laid out: metric (0,0) and markdown (6,0) side by side, text below, video below that.
  // Drag the video to the right half and make the markdown two rows taller.
  const grid = page.locator('.dashboard-grid')
  const gridBox = await grid.boundingBox()
  if (!gridBox) throw new Error('no grid')
  await drag(
    page,
    widget(page, 'Market update').getByRole('button', { name: /^Move/ }),
    gridBox.width / 2,
    0,
  )
  const resizeHandle = page
    .locator('.react-grid-item', { has: widget(page, 'Markdown') })
    .locator('.react-resizable-handle')
  await widget(page, 'Markdown').hover()
  await drag(page, resizeHandle, 0, 124)

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Dashboard saved', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}\?a=BTC$/)
  await expect(page.getByRole('heading', { name: 'Weekly review' })).toBeVisible()
  const uuid = dashboardUuid(page)

  const saved = await savedDashboard(page, uuid)
  expect(saved.data.meta.name).toBe('Weekly review')
  expect(saved.data.configs.map((c) => c.configType)).toEqual([
    'metric',
    'text',
    'markdown',
    'video',
  ])
  const place = (kind: string) => {
    const item = saved.data.configs.find((c) => c.configType === kind)
    return saved.data.layouts.find((entry) => entry.i === item?.uuid)
  }
  expect(place('video')).toMatchObject({ x: 6, w: 6 })
  expect(place('markdown')?.h).toBeGreaterThan(6)
  expect(place('text')).toMatchObject({ x: 0, w: 12 })

  // Reopened: the same widgets in the same places; the markdown ran nothing.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Weekly review' })).toBeVisible()
  await expect(page.getByText('Network health')).toBeVisible()
  const markdown = widget(page, 'Markdown')
  await expect(markdown.getByRole('heading', { name: 'Release notes' })).toBeVisible()
  await expect(markdown.locator('script, img, [onerror]')).toHaveCount(0)
  await expect(markdown.getByText('harmless looking')).toBeVisible()
  await expect(markdown.locator('a[href^="javascript"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()
  const reopened = await savedDashboard(page, uuid)
  expect(reopened.data.layouts).toEqual(saved.data.layouts)

  // Renamed in a second edit; leaving it unsaved asks first.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByLabel('Dashboard name').fill('Weekly network review')
  await page.getByRole('link', { name: 'Active Addresses', exact: true }).click()
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboards/${uuid}`))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: 'Weekly network review' })).toBeVisible()
  expect((await savedDashboard(page, uuid)).data.meta.name).toBe('Weekly network review')
})

test('clones the asset overview, opens the copy for another asset and deletes it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/home')
  await signedInAccount(page, 'dashclone')
  await page.goto('/dashboards/asset-overview?a=BTC')
  await expect(page.getByRole('heading', { name: 'Asset overview: BTC' })).toBeVisible()
  // A preset is not the user's to save: edit mode offers Clone instead.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Clone' }).click()
  const clone = page.getByRole('dialog', { name: 'Clone dashboard' })
  await expect(clone.getByLabel('Name')).toHaveValue('Asset overview: BTC (copy)')
  await clone.getByLabel('Name').fill('My BTC overview')
  await clone.getByRole('button', { name: 'Clone' }).click()
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}\?a=BTC$/)
  await expect(page.getByRole('heading', { name: 'My BTC overview' })).toBeVisible()
  const uuid = dashboardUuid(page)
  const copy = await savedDashboard(page, uuid)
  expect(copy.data.configs.filter((c) => c.configType === 'metric').length).toBeGreaterThan(3)

  // ?a=ETH: every metric tile follows the asset; its title opens the ETH chart.
  await page.goto(`/dashboards/${uuid}?a=ETH`)
  await expect(page.getByRole('heading', { name: 'My BTC overview' })).toBeVisible()
  const price = page.getByRole('link', { name: 'Price', exact: true })
  await expect(price).toHaveAttribute('href', /a=ETH/)
  await expect(page.getByRole('link', { name: 'MVRV Ratio', exact: true })).toHaveAttribute(
    'href',
    /a=ETH/,
  )

  // A phone gets one column of widgets in reading order, without the 12-column grid.
  await page.setViewportSize({ width: 390, height: 844 })
  const stack = page.getByRole('list', { name: 'Dashboard items' })
  await expect(stack).toBeVisible()
  await expect(stack.locator(':scope > li')).toHaveCount(copy.data.configs.length)
  await expect(page.locator('.react-grid-layout')).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete dashboard' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboards\/asset-overview/)
  expect((await page.request.get(`/v1/dashboards/${uuid}`)).status()).toBe(404)
})

test('says so when a link names no dashboard', async ({ page }) => {
  await page.goto('/dashboards/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('alert')).toContainText('Dashboard not found')
})

test('the sidebar files a new dashboard, moves it to a new category, finds it by search; a starred chart becomes a tile', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/home')
  await signedInAccount(page, 'dashlist')

  // A starred chart, to add to the dashboard later.
  await page.goto('/charts/AddressesActiveCount?a=BTC')
  const chartStar = page.getByRole('button', { name: 'Favourite' })
  await expect(chartStar).not.toHaveAttribute('aria-busy', 'true')
  await chartStar.click()
  await expect(chartStar).toHaveAttribute('aria-pressed', 'true')
  const chartName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''

  await page.goto('/dashboards/asset-overview?a=BTC')
  await expect(page.getByRole('heading', { name: 'Asset overview: BTC' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Dashboards' })
  await sidebar.getByRole('tab', { name: 'My dashboards' }).click()

  // New dashboard from the list: named, filed under Uncategorized, opened.
  await sidebar.getByRole('button', { name: 'New dashboard' }).click()
  const create = page.getByRole('dialog', { name: 'New dashboard' })
  await create.getByLabel('Dashboard name').fill('Liquidity watch')
  await create.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { name: 'Liquidity watch' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}\?a=BTC$/)
  const uuid = dashboardUuid(page)
  const entry = sidebar.getByRole('link', { name: 'Liquidity watch' })
  await expect(
    sidebar.getByRole('region', { name: 'Uncategorized' }).getByRole('link', {
      name: 'Liquidity watch',
    }),
  ).toHaveAttribute('aria-current', 'page')

  // A new category, and the dashboard moved into it.
  await sidebar.getByRole('button', { name: 'New category' }).click()
  const category = page.getByRole('dialog', { name: 'New category' })
  await category.getByRole('textbox').fill('Research')
  await category.getByRole('button', { name: 'Create' }).click()
  await expect(category).toBeHidden()
  await expect(sidebar.getByRole('region', { name: 'Research' })).toBeVisible()
  await sidebar.getByRole('button', { name: 'Actions for Liquidity watch' }).click()
  await page.getByRole('menuitem', { name: 'Move to category…' }).click()
  const move = page.getByRole('dialog', { name: 'Move to category' })
  await move.getByLabel('Category').selectOption({ label: 'Research' })
  await move.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText('Dashboard moved successfully', { exact: true })).toBeVisible()
  // The dialog (modal: the list behind it is inert) closes once the list has been refreshed.
  await expect(move).toBeHidden()
  await expect(
    sidebar
      .getByRole('region', { name: 'Research' })
      .getByRole('link', { name: 'Liquidity watch' }),
  ).toBeVisible()

  // Search filters the list.
  const search = sidebar.getByRole('searchbox', { name: 'Search dashboards' })
  await search.fill('liquid')
  await expect(entry).toBeVisible()
  await search.fill('zzz')
  await expect(entry).toHaveCount(0)
  await expect(sidebar.getByText('No dashboards match “zzz”')).toBeVisible()
  await search.press('Escape')
  await expect(entry).toBeVisible()

  // The starred chart added as a tile through Add favourite, and saved.
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page
    .getByRole('toolbar', { name: 'Dashboard' })
    .getByRole('button', { name: 'Add favourite' })
    .click()
  const addFavorite = page.getByRole('dialog', { name: 'Add favourite' })
  await addFavorite.getByRole('radio', { name: new RegExp(`^${chartName}`) }).check()
  await addFavorite.getByRole('button', { name: 'Add to dashboard' }).click()
  await expect(addFavorite).toBeHidden()
  await expect(
    widget(page, `${chartName} (BTC)`).getByRole('img', { name: /chart$/ }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Dashboard saved', { exact: true })).toBeVisible()
  const saved = await savedDashboard(page, uuid)
  expect(saved.data.configs).toEqual([
    expect.objectContaining({
      configType: 'metric',
      meta: expect.objectContaining({ asset: 'BTC', metricCode: 'AddressesActiveCount' }),
    }),
  ])
})
