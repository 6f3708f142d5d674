/**
 * The app's icon for pages the server renders itself (sign-in, sandbox checkout, the
 * misdirected-address page). Without it the browser asks for /favicon.ico, which the built app
 * does not have, and logs the 404 on every such page.
 */
export const appIconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">'
