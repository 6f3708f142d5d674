import { signedInAccount } from './accounts'
import { dashboardUuid, drag, savedDashboard, tileBoxes, widget } from './dashboardPage'
import { expect, test } from './fixtures'

/*
 * The dashboard grid's layout (app.md section 4): a new dashboard cancelled leaves nothing behind;
 * widgets close up after a drag or a keyboard move, and what is saved is what was on screen; the
 * asset overview starts right under its header.
 */

test('a new dashboard cancelled leaves nothing behind', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/home')
  await signedInAccount(page, 'dashcancel')
  await page.goto('/dashboards/asset-overview?a=BTC')
  await expect(page.getByRole('heading', { name: 'Asset overview: BTC' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Dashboards' })
  await sidebar.getByRole('tab', { name: 'My dashboards' }).click()
  await expect(sidebar.getByText('No dashboards yet')).toBeVisible()

  await page
    .getByRole('toolbar', { name: 'Dashboard' })
    .getByRole('button', { name: 'New dashboard' })
    .click()
  await expect(page.getByLabel('Dashboard name')).toHaveValue('Untitled dashboard')
  await page.getByRole('button', { name: 'Add text' }).first().click()
  // Cancel discards the draft at once (no "Leave without saving?") and goes back.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/dashboards\/asset-overview\?a=BTC$/)
  await expect(page.getByRole('heading', { name: 'Asset overview: BTC' })).toBeVisible()

  await expect(sidebar.getByText('No dashboards yet')).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Untitled dashboard' })).toHaveCount(0)
  const list = await page.request.get('/v1/dashboards')
  expect(((await list.json()) as { data: unknown[] }).data).toEqual([])
})

test('widgets close up after a drag and after a keyboard move', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/home')
  await signedInAccount(page, 'dashgrid')
  await page.goto('/dashboards/new?a=BTC')
  // a b     three 6×6 notes: two side by side, the third below the first.
  // c
  for (let n = 0; n < 3; n++) {
    await page.getByRole('button', { name: 'Add markdown' }).first().click()
  }
  await expect(page.getByRole('article', { name: 'Markdown' })).toHaveCount(3)
  const gridTop = Math.round((await page.locator('.dashboard-grid').boundingBox())?.y ?? NaN)
  const gap = 12
  const handles = page.getByRole('button', { name: 'Move Markdown' })

  // a dragged down, away below c: c rises into its place, a lands right below c.
  const [aBox] = await tileBoxes(page)
  if (!aBox) throw new Error('no widgets')
  await drag(page, handles.nth(0), 0, 2 * (aBox.bottom - aBox.y + gap))
  await expect
    .poll(async () => {
      const [a, b, c] = await tileBoxes(page)
      if (!a || !b || !c) return undefined
      return { b: b.y, c: c.y, aBelowC: a.y - c.bottom, sameColumn: a.x === c.x }
    })
    .toEqual({ b: gridTop, c: gridTop, aBelowC: gap, sameColumn: true })

  // The keyboard: a moved up past c takes the top again, c closes up below it.
  await handles.nth(0).focus()
  await page.keyboard.press('ArrowUp')
  await expect.poll(async () => (await tileBoxes(page))[0]?.y).toBe(gridTop)
  await expect
    .poll(async () => {
      const [a, , c] = await tileBoxes(page)
      return (c?.y ?? 0) - (a?.bottom ?? 0)
    })
    .toBe(gap)

  // What is saved is what was on screen: no hole, no overlap.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}\?a=BTC$/)
  const saved = await savedDashboard(page, dashboardUuid(page))
  expect(saved.data.layouts.map(({ x, y, w, h }) => ({ x, y, w, h }))).toEqual([
    { x: 0, y: 0, w: 6, h: 6 },
    { x: 6, y: 0, w: 6, h: 6 },
    { x: 0, y: 6, w: 6, h: 6 },
  ])
})

test('the asset overview starts right under its header, without a blank band', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/dashboards/asset-overview?a=BTC')
  await expect(page.getByRole('heading', { name: 'Asset overview: BTC' })).toBeVisible()
  const header = await page.locator('.dashboard-header').boundingBox()
  const firstRow = await page.getByText('BTC: market', { exact: true }).boundingBox()
  const firstTile = await widget(page, 'Price (BTC)').boundingBox()
  if (!header || !firstRow || !firstTile) throw new Error('the page did not draw')
  // The heading row is one grid row (50 px): its text sits within 40 px of the header, and the
  // first tiles follow it within one row.
  expect(firstRow.y - (header.y + header.height)).toBeLessThan(40)
  expect(firstTile.y - (firstRow.y + firstRow.height)).toBeLessThan(50)
})
