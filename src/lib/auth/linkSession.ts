import { userInfoSchema, type UserInfo } from '@/core/api/user'
import { tokenRelinkMs } from '@/core/constants'
import { requestJson } from '@/lib/api/client'
import { localStore } from '@/lib/storage/localStore'

const linkedAtKey = 'auth:linkedAt'

/**
 * POST /v1/user/link: the access token, sent once, becomes our HttpOnly session cookie. The
 * token is not kept anywhere afterwards.
 */
export async function linkSession(accessToken: string, now = Date.now()): Promise<UserInfo> {
  const info = userInfoSchema.parse(
    await requestJson('/v1/user/link', {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  )
  localStore.set(linkedAtKey, String(now))
  return info
}

/**
 * Whether the session is due to be linked again (every 12 hours, app.md section 9). A session
 * that never went through the link here (signed in before this browser remembered it) starts
 * its 12 hours now rather than being renewed at once.
 */
export function isRelinkDue(now = Date.now()): boolean {
  const stored = Number(localStore.getString(linkedAtKey))
  if (!Number.isFinite(stored) || stored <= 0) {
    localStore.set(linkedAtKey, String(now))
    return false
  }
  return now - stored >= tokenRelinkMs
}
