import { darkModeStorageKey } from '@/core/theme'
import { defaultStoragePrefix } from '@/core/storage'

/*
 * The look of the identity provider's pages: the app's own (src/app/styles.css), so signing in
 * does not feel like leaving the product. Kept in code rather than a .css file beside it, so it
 * ships with the server however it is bundled; same origin as the pages, so `style-src 'self'`
 * allows it. pageTheme.test.ts fails when the app's theme variables change and these do not.
 */

/** The app's theme variables, as src/app/styles.css declares them on :root. */
export const appThemeVariables = {
  '--bg': '#f7f8fa',
  '--surface': '#ffffff',
  '--fg': '#0f172a',
  '--muted': '#5b6478',
  '--border': '#e2e6ee',
  '--accent': '#2563eb',
  '--accent-fg': '#ffffff',
  '--danger': '#c62828',
  '--success': '#2e7d32',
  '--radius': '8px',
} as const

const variables = Object.entries(appThemeVariables)
  .map(([name, value]) => `  ${name}: ${value};`)
  .join('\n')

// Dark mode is the app's: the light theme inverted with a filter, images inverted back
// (styles.css, html.dark). It follows the choice made in the app (the theme script below sets
// `dark` or `light` on <html>); without one, the system's preference.
const darkRules = `filter: invert(1) hue-rotate(180deg);
  background: #fff;`

export const pageStylesheet = `:root {
${variables}
  color-scheme: light;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  line-height: 1.5;
  color: var(--fg);
  background: var(--bg);
}
html.dark {
  ${darkRules}
}
html.dark img {
  filter: invert(1) hue-rotate(180deg);
}
@media (prefers-color-scheme: dark) {
  html:not(.light) {
    ${darkRules}
  }
  html:not(.light) img {
    filter: invert(1) hue-rotate(180deg);
  }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 12px; }
a { color: var(--accent); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.card {
  width: min(26rem, 100%);
  padding: 28px;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  box-shadow: 0 1px 2px rgb(15 23 42 / 6%), 0 8px 24px rgb(15 23 42 / 6%);
}
.brand {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 20px;
  color: var(--fg);
  font-weight: 700;
  text-decoration: none;
}
h1 { font-size: 1.6rem; margin: 0 0 16px; }
p { margin: 0 0 16px; }
form { display: flex; flex-direction: column; gap: 14px; margin: 0 0 8px; }
label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; font-size: 0.9rem; }
input:not([type='checkbox']) {
  width: 100%;
  padding: 8px 10px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--fg);
  font: inherit;
  font-weight: 400;
}
input:not([type='checkbox']):focus-visible { outline-offset: 1px; }
label.checkbox { flex-direction: row; align-items: center; gap: 8px; font-weight: 400; }
input[type='checkbox'] { accent-color: var(--accent); width: 16px; height: 16px; margin: 0; }
button {
  padding: 9px 14px;
  border: 1px solid var(--accent);
  border-radius: var(--radius);
  background: var(--accent);
  color: var(--accent-fg);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
button:hover { filter: brightness(0.92); }
.notice { margin: 0 0 16px; padding: 10px 12px; border-radius: var(--radius); border: 1px solid; }
.notice.error { color: var(--danger); border-color: var(--danger); background: #fdecec; }
.notice.info { color: var(--fg); border-color: var(--border); background: var(--bg); }
.links { margin: 20px 0 0; text-align: center; color: var(--muted); font-size: 0.9rem; }
code { overflow-wrap: anywhere; }
`

/**
 * Runs in <head> before the page paints: takes the dark mode chosen in the app (its local
 * storage, same origin) so that the page matches the app the user just left.
 */
export const themeScript = `try {
  var choice = localStorage.getItem(${JSON.stringify(defaultStoragePrefix + darkModeStorageKey)})
  if (choice === 'true' || choice === 'false') {
    document.documentElement.classList.add(choice === 'true' ? 'dark' : 'light')
  }
} catch (error) {}
`
