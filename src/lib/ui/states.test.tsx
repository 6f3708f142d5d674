import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmptyState } from './EmptyState'
import { ErrorScreen } from './ErrorScreen'
import { OfflineNotice, offlineTitle, unreachableTitle } from './OfflineNotice'
import { Placeholder, type PlaceholderKind } from './Placeholder'

afterEach(cleanup)

describe('EmptyState', () => {
  it('says "No data" unless told otherwise', () => {
    render(<EmptyState />)
    expect(screen.getByRole('status').textContent).toBe('No data')
    cleanup()
    render(<EmptyState title="No alerts yet" />)
    expect(screen.getByRole('status').textContent).toBe('No alerts yet')
  })
})

describe('ErrorScreen', () => {
  it('says something went wrong, that it was reported, and offers Go Home and feedback', () => {
    const goHome = vi.fn()
    render(<ErrorScreen onGoHome={goHome} />)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText(/has been reported/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }))
    expect(goHome).toHaveBeenCalledOnce()
    // The contact form on its feedback topic, told where the error happened.
    expect(screen.getByRole('link', { name: 'Send feedback' }).getAttribute('href')).toBe(
      '/contact?topic=feedback&referrer=%2F',
    )
  })
})

describe('Placeholder', () => {
  const kinds: PlaceholderKind[] = [
    'asset',
    'chart',
    'dashboard',
    'dashboards',
    'metric',
    'metrics',
    'workbench',
    'workbenches',
  ]
  it.each(kinds)('announces loading of %s with a shape of its own', (kind) => {
    const { container } = render(<Placeholder kind={kind} />)
    expect(screen.getByRole('status', { name: `Loading ${kind}` })).toBeTruthy()
    expect(container.querySelector(`.placeholder-${kind}`)).not.toBeNull()
  })
})

describe('OfflineNotice', () => {
  const setOnline = (online: boolean) =>
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  afterEach(() => setOnline(true))

  it('says the page needs a connection, offline or with the server gone, and offers Retry', () => {
    const retry = vi.fn()
    setOnline(false)
    render(<OfflineNotice onRetry={retry} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain(offlineTitle)
    expect(status.textContent).toContain(
      'A connection is needed to open this page: it is not saved on this device yet.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledOnce()

    // The browser comes back online while the server still does not answer.
    setOnline(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(status.textContent).toContain(unreachableTitle)
  })

  it('names what needs the connection', () => {
    render(<OfflineNotice onRetry={() => undefined} subject="your alerts" />)
    expect(
      screen.getByText(
        'A connection is needed to open your alerts: it is not saved on this device yet.',
      ),
    ).toBeTruthy()
  })
})
