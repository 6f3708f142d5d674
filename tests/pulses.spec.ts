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

test('a session ended elsewhere closes the tab’s pulse socket, and the tab says the session expired', async ({
  page,
  playwright,
}) => {
  const reported: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Pulse socket')) {
      reported.push(message.text())
    }
  })
  await page.goto('/home')
  await signedInAccount(page, 'pulse-session')
  const appSocket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/v1/ws/pulses'))
  await page.goto('/home')
  const socket = await appSocket
  const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()))

  // Another device logs this session out; this tab keeps its cookie and makes no request.
  const session = (await page.context().cookies()).find((c) => c.name === 'studio_session')
  const origin = new URL(page.url()).origin
  const elsewhere = await playwright.request.newContext({ baseURL: origin })
  const logout = await elsewhere.post('/v1/user/logout', {
    headers: { Origin: origin, Cookie: `studio_session=${session?.value ?? ''}` },
  })
  expect(logout.status()).toBe(200)
  await elsewhere.dispose()

  // The server closes the socket (4001); the app asks who is signed in and learns it is over.
  await socketClosed
  await expect(page).toHaveURL(/modal=sessionExpired/)
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' })
  await expect(dialog.getByText('Please log in again to continue.')).toBeVisible()
  // An ended session is no fault: nothing reported.
  expect(reported).toEqual([])
})
