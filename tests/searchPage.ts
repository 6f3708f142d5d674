import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** Helpers of the search specs: the overlay's parts, and a dashboard of the signed-in user. */

export const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' })
export const input = (page: Page) =>
  page.getByRole('combobox', { name: 'Search charts, dashboards and assets' })
export const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' })

/** Opens the overlay with `/`, pressing until the app listens for it. */
export async function pressSlashUntilOpen(page: Page) {
  await expect(async () => {
    await page.locator('body').press('/')
    await expect(overlay(page)).toBeVisible({ timeout: 1_000 })
  }).toPass()
}

/** An empty dashboard named `name`, created through the API as the page's signed-in user. */
export async function createEmptyDashboard(page: Page, name: string, asset: string) {
  const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`
  const created = await page.request.post('/v1/dashboards/create', {
    headers: { Origin: base, 'Idempotency-Key': randomUUID() },
    data: {
      categoryUuid: 'uncategorized',
      data: { configs: [], layouts: [], meta: { name, asset, slug: null } },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
}
