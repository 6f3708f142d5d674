import { page } from '../oidc/pages'
import { escapeHtml } from './escapeHtml'

/**
 * What a browser sees at an address the server was not configured for (appOriginGuard.ts): where
 * the app works, and the exact PUBLIC_ORIGIN line that makes this address work instead.
 */
export function misdirectedPage(appOrigin: string, addressed: string): string {
  const own = escapeHtml(appOrigin)
  const setting = escapeHtml(`PUBLIC_ORIGIN=${addressed}`)
  return page(
    'Set PUBLIC_ORIGIN to use this address',
    `<p>Onchain Studio was opened at <strong>${escapeHtml(addressed)}</strong>, but this server ` +
      `is set up for <a href="${own}/">${own}</a>, and sign-in can only return there.</p>` +
      `<p>On the server's machine, open <a href="${own}/">${own}</a>. To use this address ` +
      `instead, add this line to the server's environment and restart it:</p>` +
      `<p><code id="public-origin">${setting}</code></p>`,
  )
}
