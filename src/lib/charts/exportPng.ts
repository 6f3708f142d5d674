import type uPlot from 'uplot'
import { formatDate } from '@/core/format/date'

/** charts.md §9: a 1200x675 source drawn at scale 1.5 (1800x1013 px), name prefixed "studio". */
export const exportSource = { width: 1200, height: 675 } as const
export const exportScale = 1.5
export const exportFilePrefix = 'studio'

export interface ExportTemplate {
  title: string
  asset: string
  /** Unix seconds of the last point shown. */
  date: number
  productName: string
}

/** studio-{title}-{asset}-{date}.png, lowercase with dashes. */
export function exportFileName(template: ExportTemplate): string {
  const slug = `${template.title}-${template.asset}-${formatDate(template.date)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${exportFilePrefix}-${slug}.png`
}

/**
 * Draws the export image: the template (title, asset, date, product mark) around the chart's
 * own canvas, scaled into a 1200x675 layout and rendered at 1.5x.
 */
export function renderExport(plot: uPlot, template: ExportTemplate): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(exportSource.width * exportScale)
  canvas.height = Math.round(exportSource.height * exportScale)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('Canvas is not available')
  ctx.scale(exportScale, exportScale)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, exportSource.width, exportSource.height)
  ctx.fillStyle = '#0f172a'
  ctx.font = '600 26px system-ui, sans-serif'
  ctx.fillText(template.title, 32, 52)
  ctx.fillStyle = '#5b6478'
  ctx.font = '16px system-ui, sans-serif'
  ctx.fillText(`${template.asset} · ${formatDate(template.date)}`, 32, 80)
  ctx.textAlign = 'right'
  ctx.font = '600 16px system-ui, sans-serif'
  ctx.fillText(template.productName, exportSource.width - 32, 52)
  const source = plot.ctx.canvas
  const area = { x: 24, y: 104, width: exportSource.width - 48, height: exportSource.height - 128 }
  const fit = Math.min(area.width / source.width, area.height / source.height)
  const width = source.width * fit
  const height = source.height * fit
  ctx.drawImage(source, area.x + (area.width - width) / 2, area.y, width, height)
  return canvas
}

/** Renders the export and hands it to the browser as a download. */
export async function downloadChartPng(plot: uPlot, template: ExportTemplate): Promise<void> {
  const canvas = renderExport(plot, template)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('The image could not be created')
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(template)
  link.click()
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
