import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest: what the browser needs to install Onchain Studio as an app. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Onchain Studio',
  short_name: 'Studio',
  description: 'On-chain and market analytics: charts, workbenches, dashboards and alerts.',
  start_url: '/home?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0b1220',
  background_color: '#0b1220',
  categories: ['finance', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Charts',
      url: '/charts',
      icons: [{ src: '/icons/shortcut-charts-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Dashboards',
      url: '/dashboards',
      icons: [{ src: '/icons/shortcut-dashboards-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Alerts',
      url: '/alerts',
      icons: [{ src: '/icons/shortcut-alerts-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
}
