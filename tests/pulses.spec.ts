import type { Page } from '@playwright/test'
import { signedInAccount } from './accounts'
import { expect, test } from './fixtures'

/*
 * The pulse socket in a real browser: the app's strict CSP lets it connect, the server takes the
 * page's own Origin and session cookie, and the app opens its socket once someone signs in.
 */

/** Opens a socket from the page and tells whether the server upgraded it. */
function tryPulseSocket(page: Page): Promise<'open' | 'refused'> {
  return page.evaluate(
    () =>
      new Promise<'open' | 'refused'>((resolve) => {
        const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/v1/ws/pulses`
        const socket = new WebSocket(url)
        socket.onopen = () => {
          socket.close()
          resolve('open')
        }
        socket.onerror = () => resolve('refused')
      }),
  )
}

test('a signed-in tab holds a pulse socket; a guest cannot open one', async ({ page }) => {
  await page.goto('/home')
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
  // Refused before upgrading (401): the browser logs the failed handshake, which is the point.
  const guest = await tryPulseSocket(page)
  expect(guest).toBe('refused')

  await signedInAccount(page, 'pulses')
  const appSocket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/v1/ws/pulses'))
  await page.goto('/home')
  await appSocket
  expect(await tryPulseSocket(page)).toBe('open')
})
