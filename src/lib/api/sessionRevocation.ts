/**
 * The server marks a response with `revoke_login` when the session is gone. Unless the
 * session-expired modal is already open, reload with it open (app.md section 8).
 */
export function sessionExpiredUrl(current: URL): URL | null {
  if (current.searchParams.get('modal') === 'sessionExpired') return null
  const next = new URL(current)
  next.searchParams.set('modal', 'sessionExpired')
  return next
}

export function handleRevokedSession(): void {
  const next = sessionExpiredUrl(new URL(window.location.href))
  if (next) window.location.assign(next.toString())
}
