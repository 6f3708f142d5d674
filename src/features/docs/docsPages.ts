/*
 * The user documentation at /docs/{page}: markdown written for the people using the app (the
 * developer documentation stays in the repository's docs/). Each page is its own chunk, loaded
 * when opened; the service worker precaches them with the rest of the app, so the docs read
 * offline.
 */

export interface DocsPage {
  slug: string
  title: string
  /** One line for the index. */
  summary: string
  load: () => Promise<{ default: string }>
}

export const docsPages: readonly DocsPage[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    summary: 'Your account, the home page, finding metrics and what each plan opens.',
    load: () => import('./content/getting-started.md?raw'),
  },
  {
    slug: 'charts',
    title: 'Charts',
    summary: 'Reading a metric: ranges, resolution, scales, moving averages, export and sharing.',
    load: () => import('./content/charts.md?raw'),
  },
  {
    slug: 'workbench',
    title: 'Workbench',
    summary: 'Combining metrics on one chart, saving, cloning and organising your charts.',
    load: () => import('./content/workbench.md?raw'),
  },
  {
    slug: 'formulas',
    title: 'Formulas',
    summary: 'The formula language of the workbench: names, operators and every function.',
    load: () => import('./content/formulas.md?raw'),
  },
  {
    slug: 'dashboards',
    title: 'Dashboards',
    summary: 'Presets, your own dashboards, widgets and favourites.',
    load: () => import('./content/dashboards.md?raw'),
  },
  {
    slug: 'alerts',
    title: 'Alerts',
    summary:
      'Being told when a metric or formula crosses a level, by push, Telegram, mail or webhook.',
    load: () => import('./content/alerts.md?raw'),
  },
  {
    slug: 'search',
    title: 'Search',
    summary: 'Finding charts, dashboards and assets from the keyboard.',
    load: () => import('./content/search.md?raw'),
  },
  {
    slug: 'offline',
    title: 'Offline and installing',
    summary: 'Installing the app, what opens without a connection and how edits sync.',
    load: () => import('./content/offline.md?raw'),
  },
  {
    slug: 'api',
    title: 'The API',
    summary: 'Your API key, requests, formats, limits and the full API reference.',
    load: () => import('./content/api.md?raw'),
  },
]

export function docsPage(slug: string): DocsPage | undefined {
  return docsPages.find((page) => page.slug === slug)
}
