import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { planActivationPollMs, planActivationTimeoutMs } from '@/core/planBenefits'
import { usePlanActivation } from './usePlanActivation'

const requestJson = vi.fn()
vi.mock('@/lib/api/client', () => ({ requestJson: (path: string) => requestJson(path) }))

const user = (plan: string) => ({ uuid: 'u-1', email: 'ada@example.com', plan })

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => usePlanActivation('advanced'), { wrapper })
}

describe('usePlanActivation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    requestJson.mockReset()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('polls user info until the bought plan arrives', async () => {
    requestJson
      .mockResolvedValueOnce(user('guest'))
      .mockResolvedValueOnce(user('guest'))
      .mockResolvedValue(user('advanced'))
    const { result } = render()
    await waitFor(() => expect(requestJson).toHaveBeenCalledTimes(1))
    expect(result.current.state).toBe('activating')
    await act(() => vi.advanceTimersByTimeAsync(planActivationPollMs * 2))
    await waitFor(() => expect(result.current.state).toBe('active'))
    // Active: no more polling.
    const calls = requestJson.mock.calls.length
    await act(() => vi.advanceTimersByTimeAsync(planActivationPollMs * 3))
    expect(requestJson).toHaveBeenCalledTimes(calls)
  })

  it('stops after the timeout and says so; Check again polls once more', async () => {
    requestJson.mockResolvedValue(user('guest'))
    const { result } = render()
    await act(() => vi.advanceTimersByTimeAsync(planActivationTimeoutMs))
    await waitFor(() => expect(result.current.state).toBe('delayed'))
    const calls = requestJson.mock.calls.length
    await act(() => vi.advanceTimersByTimeAsync(planActivationPollMs * 3))
    expect(requestJson).toHaveBeenCalledTimes(calls)

    requestJson.mockResolvedValue(user('advanced'))
    act(() => result.current.retry())
    expect(result.current.state).toBe('activating')
    await act(() => vi.advanceTimersByTimeAsync(planActivationPollMs))
    await waitFor(() => expect(result.current.state).toBe('active'))
  })
})
