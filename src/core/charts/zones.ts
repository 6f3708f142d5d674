import type { AnnotationTone, ZoneAnnotation } from './annotationTypes'
import { missingValue } from '../format/placeholder'

/*
 * The named zones of charts.md section 9. Upper bounds are exclusive, as the home page's NUPL
 * rule reads ("under 0.25 Hope/Fear"), so a value on a boundary belongs to the zone above it.
 */

const fiveTones: readonly AnnotationTone[] = [
  'extremeFear',
  'fear',
  'neutral',
  'greed',
  'extremeGreed',
]

/** Builds contiguous zones from the lowest bound and each zone's upper bound. */
function zonesFrom(
  lowest: number,
  upperBounds: readonly number[],
  labels: readonly string[],
): ZoneAnnotation[] {
  return upperBounds.map((to, i) => ({
    kind: 'zone',
    from: i === 0 ? lowest : (upperBounds[i - 1] as number),
    to,
    label: labels[i] as string,
    tone: fiveTones[i] as AnnotationTone,
  }))
}

/** Fear and greed index (0 to 100): upper bounds 25, 46, 54, 75, 100. */
export const fearGreedZones = zonesFrom(
  0,
  [25, 46, 54, 75, 100],
  ['Extreme Fear', 'Fear', 'Neutral', 'Greed', 'Extreme Greed'],
)

/**
 * Market sentiment by NUPL: upper bounds 0, .25, .5, .75, 1; Capitulation is everything below
 * 0 (NUPL has no lower limit).
 */
export const sentimentZones = zonesFrom(
  -Infinity,
  [0, 0.25, 0.5, 0.75, 1],
  ['Capitulation', 'Hope-Fear', 'Optimism-Anxiety', 'Belief-Denial', 'Euphoria-Greed'],
)

/**
 * The zone holding `value`: the first whose (exclusive) upper bound is above it. Values past the
 * last bound stay in the last zone, as the home page's "else Euphoria/Greed" does; NaN has none.
 */
export function zoneAt(
  zones: readonly ZoneAnnotation[],
  value: number,
): ZoneAnnotation | undefined {
  if (Number.isNaN(value)) return undefined
  return zones.find((zone) => value < zone.to) ?? zones.at(-1)
}

/**
 * The home page's NUPL label: the sentiment zone's name written with a slash ("Hope/Fear"), as
 * the home page spells it. NaN shows the missing-value placeholder.
 */
export function nuplLabel(value: number): string {
  return zoneAt(sentimentZones, value)?.label?.replace('-', '/') ?? missingValue
}

/** The fear and greed zone's name for an index value ("Neutral" for 50). */
export function fearGreedLabel(value: number): string {
  return zoneAt(fearGreedZones, value)?.label ?? missingValue
}
