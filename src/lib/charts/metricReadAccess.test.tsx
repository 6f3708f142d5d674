import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQuery, type CurrentUser } from '@/lib/auth/currentUser'
import { useMetricReadDecision } from './metricReadAccess'

const standardUser: CurrentUser = {
  uuid: '0b0f1c9e-7a52-4a8e-9d1e-3f1f4a2b6c7d',
  email: 'ada@studio.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  plan: 'standard',
  trialAvailable: false,
  searchAPIKey: null,
}

/** GET /v1/user/info answers `body` once `release` is called (immediately without a gate). */
function userInfo(body: unknown) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => {
      await gate
      return Response.json(body, { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return { release }
}

function render(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useMetricReadDecision(), { wrapper })
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('useMetricReadDecision', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads tier 1 at once and waits with tier 2 until the viewer is known', async () => {
    const answer = userInfo(null)
    const { result } = render(client())
    expect(result.current(1)).toEqual({ kind: 'read' })
    expect(result.current(2)).toEqual({ kind: 'wait' })
    answer.release()
    await waitFor(() => expect(result.current(2)).toMatchObject({ kind: 'locked' }))
    expect(result.current(2)).toEqual({
      kind: 'locked',
      allowedPlans: ['advanced', 'professional', 'professional_ml'],
    })
  })

  it('locks nothing from a kept plan while the user is read again (an upgrade may be in it)', async () => {
    const queries = client()
    queries.setQueryData(currentUserQuery.queryKey, standardUser)
    await queries.invalidateQueries({ queryKey: currentUserQuery.queryKey, refetchType: 'none' })
    const answer = userInfo({ ...standardUser, plan: 'advanced' })
    const { result } = render(queries)
    // The kept Standard plan would lock tier 2; the refresh under way may say otherwise.
    expect(result.current(2)).toEqual({ kind: 'wait' })
    answer.release()
    await waitFor(() => expect(result.current(2)).toEqual({ kind: 'read' }))
    expect(result.current(3)).toMatchObject({ kind: 'locked' })
  })

  it('reads a plan kept from before this page loaded again before locking by it', async () => {
    const queries = client()
    // Restored from this device's storage: read before the page loaded.
    queries.setQueryData(currentUserQuery.queryKey, standardUser, {
      updatedAt: performance.timeOrigin - 5_000,
    })
    const answer = userInfo({ ...standardUser, plan: 'advanced' })
    const { result } = render(queries)
    expect(result.current(2)).toEqual({ kind: 'wait' })
    answer.release()
    await waitFor(() => expect(result.current(2)).toEqual({ kind: 'read' }))
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1)
  })

  it('locks by the kept plan offline, where it cannot be read again', async () => {
    const queries = client()
    // The page opened offline: the browser says so before any online or offline event.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      queries.setQueryData(currentUserQuery.queryKey, standardUser, {
        updatedAt: performance.timeOrigin - 5_000,
      })
      userInfo({ ...standardUser, plan: 'advanced' })
      const { result, unmount } = render(queries)
      await waitFor(() => expect(result.current(2)).toMatchObject({ kind: 'locked' }))
      // Nothing is asked for offline, where it could only fail.
      expect(vi.mocked(fetch)).not.toHaveBeenCalled()
      unmount()
    } finally {
      queries.clear()
      vi.restoreAllMocks()
    }
  })
})
