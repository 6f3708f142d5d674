import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../http/contentSecurityPolicy'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { authorizeUrl, browser, origin, pkce } from './testing'

/** The custom properties src/app/styles.css declares on :root: the app's theme. */
function appRootVariables(): Map<string, string> {
  const css = readFileSync(path.resolve('src/app/styles.css'), 'utf8')
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  const declarations = root.matchAll(/(--[a-z-]+)\s*:\s*([^;]+);/g)
  return new Map([...declarations].map(([, name = '', value = '']) => [name, value.trim()]))
}

/** Runs the theme script as a page would, with this storage and system preference. */
function runThemeScript(script: string, stored: string | null): string[] {
  const classes: string[] = []
  const document = { documentElement: { classList: { add: (name: string) => classes.push(name) } } }
  const localStorage = { getItem: (key: string) => (key === 'studio:darkMode' ? stored : null) }
  new Function('document', 'localStorage', script)(document, localStorage)
  return classes
}

describe("the identity provider's pages look like the app", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_ORIGIN: origin })
  })
  afterAll(() => t.close())

  const asset = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    return res
  }

  it("declares the app's theme variables and uses them, not a colour of its own", async () => {
    const css = (await asset('/oidc-assets/interaction.css')).body
    const variables = appRootVariables()
    expect(variables.get('--accent')).toBeDefined()
    for (const name of ['--bg', '--surface', '--fg', '--muted', '--border', '--accent']) {
      expect(css).toContain(`${name}: ${variables.get(name)};`)
    }
    expect(css).toMatch(/button\s*\{[^}]*background: var\(--accent\)/)
    expect(css).toMatch(/\.card\s*\{[^}]*background: var\(--surface\)/)
    // The orange of the old pages is nowhere.
    expect(css.toLowerCase()).not.toContain('#f7931a')
  })

  it("is dark with the system's preference or the app's choice, as the app's dark mode", async () => {
    const css = (await asset('/oidc-assets/interaction.css')).body
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\s*\{\s*html:not\(\.light\)\s*\{[^}]*invert\(1\) hue-rotate\(180deg\)/,
    )
    expect(css).toMatch(/html\.dark\s*\{[^}]*invert\(1\) hue-rotate\(180deg\)/)
    const script = await asset('/oidc-assets/theme.js')
    expect(script.headers['content-type']).toMatch(/^text\/javascript/)
    expect(runThemeScript(script.body, 'true')).toEqual(['dark'])
    expect(runThemeScript(script.body, 'false')).toEqual(['light'])
    expect(runThemeScript(script.body, null)).toEqual([])
  })

  it('loads the theme before the stylesheet, with no inline script or style (the CSP)', async () => {
    const b = browser(t)
    const signIn = await b.follow(await b.get(authorizeUrl(pkce().challenge)))
    expect(signIn.body).toMatch(
      /<script src="\/oidc-assets\/theme\.js"><\/script>\s*<link rel="stylesheet" href="\/oidc-assets\/interaction\.css">/,
    )
    expect(signIn.body).not.toMatch(/<script>|<style|style="/)
    expect(signIn.body).toContain('<img src="/icons/logo.svg"')
    expect(contentSecurityPolicy).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(contentSecurityPolicy).toContain("style-src 'self';")
  })
})
