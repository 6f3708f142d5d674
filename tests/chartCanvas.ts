import { expect, type Page } from '@playwright/test'
import { signedInAccount } from './accounts'

/*
 * What the chart tests read from a chart: pixels of its canvas (uPlot draws on one canvas; the
 * main chart's is the first on the page, the navigator strip's comes after it), the address,
 * and an account on the Advanced plan.
 */

/** Inclusive bounds for each channel of a pixel (0-255) and for its saturation. */
export interface PixelRule {
  r?: [number, number]
  g?: [number, number]
  b?: [number, number]
  a?: [number, number]
  /** Smallest max(r, g, b) - min(r, g, b). */
  saturation?: number
}

/** The main chart's canvas, row by row from the top: how many pixels of each row satisfy the rule. */
export async function pixelRows(
  page: Page,
  rule: PixelRule,
): Promise<{ width: number; rows: number[] }> {
  return page
    .locator('.uplot canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement, rule: PixelRule) => {
      const rows: number[] = new Array<number>(canvas.height).fill(0)
      const ctx = canvas.getContext('2d')
      if (!ctx) return { width: canvas.width, rows }
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
      const within = (value: number, range: [number, number] | undefined) =>
        range === undefined || (value >= range[0] && value <= range[1])
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0]
        if (!within(r, rule.r) || !within(g, rule.g) || !within(b, rule.b) || !within(a, rule.a)) {
          continue
        }
        if (
          rule.saturation !== undefined &&
          Math.max(r, g, b) - Math.min(r, g, b) < rule.saturation
        ) {
          continue
        }
        const row = Math.floor(i / 4 / canvas.width)
        rows[row] = (rows[row] ?? 0) + 1
      }
      return { width: canvas.width, rows }
    }, rule)
}

/** How many pixels of the main chart's canvas satisfy the rule. */
export async function countPixels(page: Page, rule: PixelRule): Promise<number> {
  const { rows } = await pixelRows(page, rule)
  return rows.reduce((sum, count) => sum + count, 0)
}

function channels(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return [r ?? 0, g ?? 0, b ?? 0]
}

/** Close to `hex` and mostly opaque: where a series of that colour is drawn. */
function opaque(hex: string): PixelRule {
  const [r, g, b] = channels(hex)
  const near = (c: number): [number, number] => [c - 39, c + 39]
  return { r: near(r), g: near(g), b: near(b), a: [101, 255] }
}

/** Pixels close to `hex` and mostly opaque: where a series of that colour is drawn. */
export function pixelsOf(page: Page, hex: string): Promise<number> {
  return countPixels(page, opaque(hex))
}

/**
 * The first and last canvas rows holding `hex` (opaque, as pixelsOf), where a layer of that
 * colour reaches up and down to; undefined when the colour is not drawn.
 */
export async function rowSpanOf(
  page: Page,
  hex: string,
): Promise<{ top: number; bottom: number } | undefined> {
  const { rows } = await pixelRows(page, opaque(hex))
  const top = rows.findIndex((count) => count > 0)
  if (top === -1) return undefined
  return { top, bottom: rows.findLastIndex((count) => count > 0) }
}

/**
 * How many horizontal lines of `hex` cross the canvas: runs of rows where the colour covers at
 * least a quarter of the width. A dashed threshold line covers about half of the plot's width;
 * axis labels in the same colour cover a small part of any row, and sloping series lines a few
 * pixels of each.
 */
export async function horizontalLinesOf(page: Page, hex: string): Promise<number> {
  const { width, rows } = await pixelRows(page, opaque(hex))
  let lines = 0
  rows.forEach((count, row) => {
    const across = count >= width / 4
    const above = row > 0 && (rows[row - 1] ?? 0) >= width / 4
    if (across && !above) lines += 1
  })
  return lines
}

/**
 * Pixels holding `hex` at about `alpha`: zone and band fills are washes drawn at a low alpha
 * on the transparent canvas, which pixelsOf (opaque colours) does not count.
 */
export function fillPixelsOf(page: Page, hex: string, alpha: number): Promise<number> {
  const [r, g, b] = channels(hex)
  const near = (c: number): [number, number] => [c - 15, c + 15]
  const a = alpha * 255
  return countPixels(page, { r: near(r), g: near(g), b: near(b), a: [a - 7.99, a + 7.99] })
}

/** Pixels in the heatmap palette's blue-to-yellow range (saturated, opaque, not white). */
export function heatmapPixels(page: Page): Promise<number> {
  return countPixels(page, { r: [0, 229], a: [201, 255], saturation: 61 })
}

export const metricBlue = '#2f6fdb'
export const priceGrey = '#8c8c8c'

export function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

/** Signs in a new account on the Advanced plan, which opens tier 2 and 2.1 charts. */
export async function signInAdvanced(page: Page): Promise<void> {
  await page.goto('/home')
  await signedInAccount(page, 'charts')
  const bought = await page.request.post('/payments/v1/sandbox/checkout', {
    data: {
      priceId: 'pri_studio_advanced_monthly',
      trial: false,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' },
    },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(bought.status(), await bought.text()).toBe(200)
}

/** Downloads the chart through Export → Download PNG: the file's name and pixel size. */
export async function exportedPng(
  page: Page,
): Promise<{ name: string; width: number; height: number }> {
  await page.getByRole('button', { name: 'Export' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Download PNG' }).click()
  const file = await download
  const { readFile } = await import('node:fs/promises')
  const png = await readFile(await file.path())
  expect(png.subarray(1, 4).toString()).toBe('PNG')
  return {
    name: file.suggestedFilename(),
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  }
}
