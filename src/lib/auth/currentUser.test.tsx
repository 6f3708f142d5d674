import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/apiError'
import { createQueryClient } from '@/lib/query/queryClient'
import { currentUserQuery, currentUserSchema, useCurrentUser } from './currentUser'

const user = {
  uuid: '0b0f1c9e-7a52-4a8e-9d1e-3f1f4a2b6c7d',
  email: 'ada@studio.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  plan: 'standard',
  trialAvailable: true,
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json(body, { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const read = () => new QueryClient().fetchQuery(currentUserQuery)

describe('currentUserQuery (GET /v1/user/info)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads the signed-in user', async () => {
    answer(200, user)
    expect(await read()).toMatchObject({ email: 'ada@studio.test', plan: 'standard' })
  })

  it('reads the guest answer (no session cookie) as nobody signed in', async () => {
    const fetchMock = answer(200, null)
    expect(await read()).toBeNull()
    expect(fetchMock).toHaveBeenCalledWith('/v1/user/info', expect.anything())
  })

  it('treats an ended session (401) as nobody signed in while the page reloads', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { href: 'http://studio.test/home', assign })
    answer(
      401,
      { status: 401, error: 'Unauthorized', message: 'Unauthorized' },
      {
        'x-auth-code': 'revoke_login',
      },
    )
    expect(await read()).toBeNull()
    expect(assign).toHaveBeenCalledWith('http://studio.test/home?modal=sessionExpired')
  })

  it('keeps other failures errors', async () => {
    answer(500, { status: 500, error: 'Internal Server Error', message: 'Boom' })
    await expect(read()).rejects.toBeInstanceOf(ApiError)
  })
})

describe('useCurrentUser', () => {
  const setOnline = (online: boolean) =>
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  afterEach(() => {
    vi.unstubAllGlobals()
    setOnline(true)
  })

  function kept() {
    const client = createQueryClient()
    client.setQueryData(currentUserQuery.queryKey, currentUserSchema.parse(user), {
      updatedAt: Date.now() - 3_600_000,
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    return { client, wrapper }
  }

  it('stays the kept user when the server cannot be reached', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetchMock)
    const { wrapper } = kept()
    const { result } = renderHook(() => useCurrentUser(), { wrapper })
    await waitFor(() => expect(result.current.query.isError).toBe(true))
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(result.current).toMatchObject({ status: 'authenticated', user: { email: user.email } })
  })

  it('offline, stays the kept user without asking the server', () => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    setOnline(false)
    const { client, wrapper } = kept()
    void client.invalidateQueries({ queryKey: currentUserQuery.queryKey })
    const { result } = renderHook(() => useCurrentUser(), { wrapper })
    expect(result.current.status).toBe('authenticated')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
