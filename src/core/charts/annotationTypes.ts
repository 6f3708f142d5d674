/*
 * What a chart draws besides its series (charts.md section 9, "Zones and thresholds"), as plain
 * data: the chart engine decides the colours from the tone and the theme.
 */

/** Semantic tones; the theme maps each to a colour, so dark mode and export stay consistent. */
export const annotationTones = [
  'extremeFear',
  'fear',
  'neutral',
  'greed',
  'extremeGreed',
  'low',
  'high',
] as const
export type AnnotationTone = (typeof annotationTones)[number]

/**
 * A range of the metric's values that colours the series drawn inside it, and may name it (fear
 * and greed, NUPL sentiment). A chart's zones are contiguous and ascending; ±Infinity marks an
 * open end.
 */
export interface ZoneAnnotation {
  kind: 'zone'
  from: number
  to: number
  label?: string
  tone: AnnotationTone
}

/** A shaded stretch of the value axis (MVRV's historical extremes, for instance). */
export interface BandAnnotation {
  kind: 'band'
  from: number
  to: number
  tone: AnnotationTone
}

/** A horizontal line at a threshold. */
export interface LineAnnotation {
  kind: 'line'
  value: number
  label?: string
}

export type Annotation = ZoneAnnotation | BandAnnotation | LineAnnotation
