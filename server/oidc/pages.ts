import { appIconLink } from '../http/appIcon'
import { escapeHtml } from '../http/escapeHtml'
import { brandName } from '../mail/verificationMail'

/**
 * The identity provider's own pages (sign-in, sign-up, password reset, logout, errors), rendered
 * on the server. No inline script or style anywhere: the strict Content-Security-Policy
 * (`script-src 'self'`, `style-src 'self'`) applies to them like to every response, and the look
 * comes from one same-origin stylesheet.
 */
export const stylesheetPath = '/oidc-assets/interaction.css'
/** Confirms the sign-out our own app asked for (see logoutSource). */
export const logoutScriptPath = '/oidc-assets/logout.js'
/** Takes the app's dark mode choice before the page paints (pageTheme.ts). */
export const themeScriptPath = '/oidc-assets/theme.js'

export interface Notice {
  kind: 'error' | 'info'
  text: string
}

export function page(title: string, body: string, notice?: Notice): string {
  const noticeHtml =
    notice === undefined
      ? ''
      : `<p class="notice ${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${brandName}</title>
${appIconLink}
<script src="${themeScriptPath}"></script>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main class="card">
<a class="brand" href="/home"><img src="/icons/logo.svg" alt="" width="28" height="28">${brandName}</a>
<h1>${escapeHtml(title)}</h1>
${noticeHtml}
${body}
</main>
</body>
</html>
`
}

export interface Field {
  name: string
  label: string
  type: 'email' | 'password' | 'text' | 'hidden'
  value?: string
  autocomplete?: string
}

export function field({ name, label, type, value, autocomplete }: Field): string {
  const attributes = [
    `name="${name}"`,
    `type="${type}"`,
    value === undefined ? '' : `value="${escapeHtml(value)}"`,
    autocomplete === undefined ? '' : `autocomplete="${autocomplete}"`,
    type === 'hidden' ? '' : 'required',
  ]
    .filter(Boolean)
    .join(' ')
  if (type === 'hidden') return `<input ${attributes}>`
  return `<label>${escapeHtml(label)}<input ${attributes}></label>`
}

export function form(action: string, fields: string, submit: string): string {
  return `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit">${escapeHtml(submit)}</button></form>`
}

export function links(items: ReadonlyArray<[href: string, text: string]>): string {
  const entries = items.map(
    ([href, text]) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`,
  )
  return `<p class="links">${entries.join(' · ')}</p>`
}

export function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`
}
