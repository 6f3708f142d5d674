// Where the end-to-end tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// Flags for a closed network: no background calls to Google services, no sandbox as root.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
