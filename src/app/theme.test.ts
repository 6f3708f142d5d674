import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrastRatio, darkThemeColour } from '../../tests/darkContrast'

/** The colour variables of the theme, as styles.css declares them on :root. */
function themeColours(): Record<string, string> {
  const css = readFileSync('src/app/styles.css', 'utf8')
  const root = /:root \{([^}]*)\}/.exec(css)?.[1] ?? ''
  return Object.fromEntries(
    [...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name, value]) => [name, value]),
  )
}

const light = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]

describe('the theme', () => {
  const colours = themeColours()
  const text = ['fg', 'muted', 'accent', 'danger', 'success', 'warning']
  const backgrounds = ['surface', 'bg']

  it.each(text)(
    '--%s text reads at 4.5:1 on the surfaces, in the light and the dark theme',
    (name) => {
      const colour = colours[name] ?? ''
      for (const background of backgrounds.map((b) => colours[b] ?? '')) {
        expect(contrastRatio(light(colour), light(background))).toBeGreaterThanOrEqual(4.5)
        expect(
          contrastRatio(darkThemeColour(colour), darkThemeColour(background)),
        ).toBeGreaterThanOrEqual(4.5)
      }
    },
  )

  it('white reads at 4.5:1 on the filled colours (primary, danger and method badges)', () => {
    for (const name of ['accent', 'danger', 'success', 'warning', 'muted']) {
      const fill = colours[name] ?? ''
      expect(contrastRatio([1, 1, 1], light(fill)), name).toBeGreaterThanOrEqual(4.5)
      expect(
        contrastRatio(darkThemeColour('#ffffff'), darkThemeColour(fill)),
        name,
      ).toBeGreaterThanOrEqual(4.5)
    }
  })
})
