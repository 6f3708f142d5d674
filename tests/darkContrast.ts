import type { AxeResults, NodeResult } from 'axe-core'

/*
 * The dark theme is the light one inverted by a CSS filter on the root (`invert(1)
 * hue-rotate(180deg)`, src/app/styles.css). axe-core reads colours as declared and leaves filters
 * out, so in the dark theme its contrast rule still measures the light colours. What the reader
 * sees is measured here: each pair of colours axe-core measured, put through the filter, against
 * the ratio axe-core expected for that text.
 */

type Rgb = readonly [number, number, number]

/** hue-rotate(180deg) as the Filter Effects spec defines it, on sRGB values (what Chromium does). */
const hueRotate180 = [
  [-0.574, 1.43, 0.144],
  [0.426, 0.43, 0.144],
  [0.426, 1.43, -0.856],
] as const

const clamp = (value: number) => Math.min(1, Math.max(0, value))

function parseHex(hex: string): Rgb {
  const value = (index: number) => parseInt(hex.slice(index, index + 2), 16) / 255
  return [value(1), value(3), value(5)]
}

/** A colour as the dark theme shows it. Checked against Chromium's pixels: the same to the unit. */
export function darkThemeColour(hex: string): Rgb {
  const inverted = parseHex(hex).map((channel) => 1 - channel)
  const [r, g, b] = hueRotate180.map((row) =>
    clamp(row[0] * (inverted[0] ?? 0) + row[1] * (inverted[1] ?? 0) + row[2] * (inverted[2] ?? 0)),
  )
  return [r ?? 0, g ?? 0, b ?? 0]
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG's contrast ratio of two colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

interface ContrastData {
  fgColor?: string
  bgColor?: string
  expectedContrastRatio?: string
}

function contrastData(node: NodeResult): ContrastData | undefined {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    ContrastData | undefined
  return data?.fgColor && data.bgColor && data.expectedContrastRatio ? data : undefined
}

/** Each text whose colours, as the dark theme's filter shows them, fall short of its ratio. */
export function darkContrastFailures(results: AxeResults): string[] {
  const measured = [...results.passes, ...results.violations]
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
  return measured.flatMap((node) => {
    const data = contrastData(node)
    if (data === undefined) return []
    const expected = parseFloat(data.expectedContrastRatio ?? '')
    const ratio = contrastRatio(
      darkThemeColour(data.fgColor ?? ''),
      darkThemeColour(data.bgColor ?? ''),
    )
    if (ratio >= expected) return []
    return [
      `dark color-contrast: ${node.target.join(' > ')}: ${data.fgColor} on ${data.bgColor} ` +
        `shows as ${ratio.toFixed(2)}:1 in the dark theme, under ${expected}:1`,
    ]
  })
}
