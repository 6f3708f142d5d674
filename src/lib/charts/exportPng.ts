import type uPlot from 'uplot'
import { formatDate } from '@/core/format/date'

/** charts.md §9: a 1200x675 source drawn at scale 1.5 (1800x1013 px), name prefixed "studio". */
export const exportSource = { width: 1200, height: 675 } as const
export const exportScale = 1.5
export const exportFilePrefix = 'studio'

/**
 * The three export templates (charts.md §9 "Export templates exist for three chart types"):
 * time series (the range shown and the legend), heatmaps (the range and the colour scale) and
 * snapshots (the one day shown and the legend).
 */
export type ExportKind = 'timeSeries' | 'heatmap' | 'snapshot'

export interface ExportLegendItem {
  label: string
  color: string
}

export interface ExportTemplate {
  kind: ExportKind
  title: string
  asset: string
  /** Unix seconds: the range shown; a snapshot's day is `to`. */
  from: number
  to: number
  productName: string
  /** The visible series, as the legend shows them (not drawn on heatmaps). */
  legend: readonly ExportLegendItem[]
  /** Heatmaps: the palette from low to high, drawn as the colour scale. */
  ramp?: readonly string[]
}

/** studio-{title}-{asset}-{date}.png, lowercase with dashes; the date is the last one shown. */
export function exportFileName(template: Pick<ExportTemplate, 'title' | 'asset' | 'to'>): string {
  const slug = `${template.title}-${template.asset}-${formatDate(template.to)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${exportFilePrefix}-${slug}.png`
}

/** The line under the title: the asset, then the range shown or the snapshot's day. */
export function exportSubtitle(template: Pick<ExportTemplate, 'kind' | 'asset' | 'from' | 'to'>) {
  const { kind, asset, from, to } = template
  if (kind === 'snapshot') return `${asset} · ${formatDate(to)}`
  const first = formatDate(from)
  const last = formatDate(to)
  return first === last ? `${asset} · ${last}` : `${asset} · ${first} – ${last}`
}

export interface PlacedLegendItem extends ExportLegendItem {
  x: number
}

/**
 * Legend items side by side from `left`, each a swatch and its label; what does not fit before
 * `right` is left out and counted (the caller writes "+N more").
 */
export function layoutLegend(
  items: readonly ExportLegendItem[],
  measure: (text: string) => number,
  left: number,
  right: number,
): { placed: PlacedLegendItem[]; hidden: number } {
  const swatch = 12
  const gap = 20
  const moreRoom = measure('+99 more')
  const placed: PlacedLegendItem[] = []
  let x = left
  for (const [i, item] of items.entries()) {
    const width = swatch + 6 + measure(item.label)
    const last = i === items.length - 1
    if (x + width > (last ? right : right - moreRoom - gap)) break
    placed.push({ ...item, x })
    x += width + gap
  }
  return { placed, hidden: items.length - placed.length }
}

const colors = { background: '#ffffff', title: '#0f172a', muted: '#5b6478' } as const
const font = 'system-ui, sans-serif'
const margin = 32

/**
 * Draws the export image: the template around the chart's own canvas, laid out at 1200x675 and
 * rendered at 1.5x. Always light: the page's dark mode is a filter over the page, not the chart.
 */
export function renderExport(plot: uPlot, template: ExportTemplate): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(exportSource.width * exportScale)
  canvas.height = Math.round(exportSource.height * exportScale)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('Canvas is not available')
  ctx.scale(exportScale, exportScale)
  ctx.fillStyle = colors.background
  ctx.fillRect(0, 0, exportSource.width, exportSource.height)

  ctx.fillStyle = colors.title
  ctx.font = `600 26px ${font}`
  ctx.fillText(template.title, margin, 52)
  ctx.fillStyle = colors.muted
  ctx.font = `16px ${font}`
  ctx.fillText(exportSubtitle(template), margin, 80)
  ctx.textAlign = 'right'
  ctx.font = `600 16px ${font}`
  ctx.fillText(template.productName, exportSource.width - margin, 52)
  ctx.textAlign = 'left'

  const keyY = 110
  ctx.font = `14px ${font}`
  if (template.kind === 'heatmap') drawRamp(ctx, template.ramp ?? [], keyY)
  else drawLegend(ctx, template.legend, keyY)

  const source = plot.ctx.canvas
  const top = 128
  const area = {
    x: 24,
    y: top,
    width: exportSource.width - 48,
    height: exportSource.height - top - 20,
  }
  const fit = Math.min(area.width / source.width, area.height / source.height)
  const width = source.width * fit
  const height = source.height * fit
  ctx.drawImage(source, area.x + (area.width - width) / 2, area.y, width, height)
  return canvas
}

function drawLegend(ctx: CanvasRenderingContext2D, items: readonly ExportLegendItem[], y: number) {
  const right = exportSource.width - margin
  const { placed, hidden } = layoutLegend(items, (t) => ctx.measureText(t).width, margin, right)
  for (const item of placed) {
    ctx.fillStyle = item.color
    ctx.fillRect(item.x, y - 10, 12, 12)
    ctx.fillStyle = colors.title
    ctx.fillText(item.label, item.x + 18, y)
  }
  if (hidden > 0) {
    const last = placed.at(-1)
    const x = last ? last.x + 18 + ctx.measureText(last.label).width + 20 : margin
    ctx.fillStyle = colors.muted
    ctx.fillText(`+${hidden} more`, x, y)
  }
}

/** "Low [colour scale] High", the palette as a horizontal gradient. */
function drawRamp(ctx: CanvasRenderingContext2D, ramp: readonly string[], y: number) {
  const width = 200
  ctx.fillStyle = colors.muted
  ctx.fillText('Low', margin, y)
  const x = margin + ctx.measureText('Low').width + 8
  if (ramp.length > 0) {
    const gradient = ctx.createLinearGradient(x, 0, x + width, 0)
    ramp.forEach((color, i) =>
      gradient.addColorStop(ramp.length > 1 ? i / (ramp.length - 1) : 0, color),
    )
    ctx.fillStyle = gradient
    ctx.fillRect(x, y - 10, width, 12)
  }
  ctx.fillStyle = colors.muted
  ctx.fillText('High', x + width + 8, y)
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
