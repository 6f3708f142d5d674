import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenRelinkMs } from '@/core/constants'
import { localStore } from '@/lib/storage/localStore'
import { isRelinkDue, linkSession } from './linkSession'

const user = {
  uuid: '0b0f1c9e-7a52-4a8e-9d1e-3f1f4a2b6c7d',
  email: 'ada@studio.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: null,
  plan: 'standard',
  products: ['standard'],
  addons: [],
  features: [],
  allowDownloads: false,
  trial: false,
  trialAvailable: true,
  trialExpiry: null,
  emailVerified: true,
  newsletter: false,
  referral: null,
  internal: false,
}

describe('session link', () => {
  afterEach(() => {
    localStore.clearAll()
    vi.unstubAllGlobals()
  })

  it('sends the access token once as a bearer header and remembers when', async () => {
    const fetchMock = vi.fn(async () => Response.json(user))
    vi.stubGlobal('fetch', fetchMock)
    const info = await linkSession('token-123', 1_000)
    expect(info.email).toBe('ada@studio.test')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/v1/user/link')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123')
    expect(isRelinkDue(1_000 + tokenRelinkMs - 1)).toBe(false)
    expect(isRelinkDue(1_000 + tokenRelinkMs)).toBe(true)
  })

  it('does not remember a link the server refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'no' }, { status: 401 })),
    )
    await expect(linkSession('expired', 5_000)).rejects.toMatchObject({ status: 401 })
    expect(localStore.getString('auth:linkedAt')).toBeUndefined()
  })

  it('starts the 12 hours now for a session this browser never linked', () => {
    expect(isRelinkDue(50_000)).toBe(false)
    expect(isRelinkDue(50_000 + tokenRelinkMs)).toBe(true)
  })
})
