import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Helpers of the dashboard specs: the saved document, the page's widgets and grid. */

export interface SavedDashboard {
  version: number
  data: {
    configs: { uuid: string; configType: string; meta: Record<string, unknown> }[]
    layouts: { i: string; x: number; y: number; w: number; h: number }[]
    meta: { name: string }
  }
}

export async function savedDashboard(page: Page, uuid: string): Promise<SavedDashboard> {
  const response = await page.request.get(`/v1/dashboards/${uuid}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as SavedDashboard
}

export function dashboardUuid(page: Page): string {
  const match = /\/dashboards\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)
  if (!match?.[1]) throw new Error(`not a saved dashboard: ${page.url()}`)
  return match[1]
}

export const widget = (page: Page, name: string | RegExp) =>
  page.getByRole('article', { name, exact: typeof name === 'string' })

/** Drags from the centre of `from` by (dx, dy) pixels, in steps the grid follows. */
export async function drag(page: Page, from: Locator, dx: number, dy: number) {
  const box = await from.boundingBox()
  if (!box) throw new Error('nothing to drag')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 6 })
  await page.mouse.move(x + dx, y + dy, { steps: 6 })
  await page.mouse.up()
}

/** The widget boxes of the grid, in the dashboard's item order. */
export async function tileBoxes(page: Page) {
  const cells = page.locator('.dashboard-grid .react-grid-item:not(.react-grid-placeholder)')
  return cells.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x: Math.round(x), y: Math.round(y), bottom: Math.round(y + height), w: width }
    }),
  )
}
