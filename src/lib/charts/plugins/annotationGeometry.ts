import type { Annotation, AnnotationTone } from '@/core/charts/annotationTypes'

/*
 * Where a metric's zones, bands and lines (src/core/charts/annotations.ts) land on the plot, in
 * canvas pixels: pure, so the geometry is tested without a canvas. annotationsPlugin.ts only
 * paints the shapes.
 */

/** The plot area in canvas pixels (uPlot's bbox). */
export interface PlotBox {
  left: number
  top: number
  width: number
  height: number
}

/** The y scale as drawn: its range and the value-to-pixel mapping (linear or log). */
export interface ScaleView {
  min: number
  max: number
  toY: (value: number) => number
}

export interface ShapeLabel {
  text: string
  x: number
  /** Baseline of the text. */
  y: number
}

export type AnnotationShape =
  | { kind: 'fill'; top: number; height: number; tone: AnnotationTone; label?: ShapeLabel }
  | { kind: 'line'; y: number; label?: ShapeLabel }

export interface LabelMetrics {
  /** Inset of labels from the plot's left edge and from the top of their zone. */
  inset: number
  /** Font size: a zone lower than this plus the inset shows no label. */
  fontSize: number
}

/**
 * The shapes of `annotations` for the y scale in view: zones and bands become rectangles across
 * the plot, cut to the scale's range (an open end, ±Infinity, reaches the edge); lines a y
 * position. Whatever lies entirely outside the range is left out. Zone labels sit at the left
 * edge, inside the top of their rectangle when it is tall enough; line labels just above the
 * line.
 */
export function annotationShapes(
  annotations: readonly Annotation[],
  scale: ScaleView,
  box: PlotBox,
  metrics: LabelMetrics,
): AnnotationShape[] {
  const { min, max } = scale
  if (!(max > min)) return []
  const x = box.left + metrics.inset
  const shapes: AnnotationShape[] = []
  for (const annotation of annotations) {
    if (annotation.kind === 'line') {
      if (!(annotation.value >= min && annotation.value <= max)) continue
      const y = scale.toY(annotation.value)
      shapes.push(
        annotation.label === undefined
          ? { kind: 'line', y }
          : { kind: 'line', y, label: { text: annotation.label, x, y: y - metrics.inset } },
      )
      continue
    }
    const low = Math.max(annotation.from, min)
    const high = Math.min(annotation.to, max)
    if (!(high > low)) continue
    const top = scale.toY(high)
    const height = scale.toY(low) - top
    const text = annotation.kind === 'zone' ? annotation.label : undefined
    const fits = height >= metrics.fontSize + 2 * metrics.inset
    shapes.push({
      kind: 'fill',
      top,
      height,
      tone: annotation.tone,
      ...(text !== undefined && fits
        ? { label: { text, x, y: top + metrics.inset + metrics.fontSize } }
        : {}),
    })
  }
  return shapes
}
