import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChartLegend, type LegendItem } from './ChartLegend'

const items: LegendItem[] = [
  { id: 'metric', label: 'Active Addresses', color: '#2f6fdb', visible: true },
  { id: 'price', label: 'Price', color: '#8c8c8c', visible: true },
]

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('ChartLegend', () => {
  it('toggles a series on click and reports it 1 ms later', () => {
    const onChange = vi.fn()
    const onReport = vi.fn()
    render(<ChartLegend items={items} onChange={onChange} onReport={onReport} />)
    fireEvent.click(screen.getByRole('button', { name: 'Price' }), { detail: 1 })
    expect(onChange).not.toHaveBeenCalled()
    vi.advanceTimersByTime(250)
    expect(onChange).toHaveBeenCalledWith({ metric: true, price: false })
    expect(onReport).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onReport).toHaveBeenCalledWith('toggle', 'price')
  })

  it('isolates a series on double click, and shows all again when it already stood alone', () => {
    const onChange = vi.fn()
    const { rerender } = render(<ChartLegend items={items} onChange={onChange} />)
    const metric = screen.getByRole('button', { name: 'Active Addresses' })
    fireEvent.click(metric, { detail: 1 })
    fireEvent.click(metric, { detail: 2 })
    fireEvent.doubleClick(metric)
    vi.advanceTimersByTime(300)
    expect(onChange.mock.calls).toEqual([[{ metric: true, price: false }]])
    rerender(
      <ChartLegend
        items={[items[0] as LegendItem, { ...(items[1] as LegendItem), visible: false }]}
        onChange={onChange}
      />,
    )
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Active Addresses' }))
    expect(onChange).toHaveBeenLastCalledWith({ metric: true, price: true })
  })

  it('isolates with Shift+Enter from the keyboard and marks hidden series as not pressed', () => {
    const onChange = vi.fn()
    render(
      <ChartLegend
        items={[items[0] as LegendItem, { ...(items[1] as LegendItem), visible: false }]}
        onChange={onChange}
      />,
    )
    expect(screen.getByRole('button', { name: 'Price' }).getAttribute('aria-pressed')).toBe('false')
    fireEvent.keyDown(screen.getByRole('button', { name: 'Price' }), {
      key: 'Enter',
      shiftKey: true,
    })
    expect(onChange).toHaveBeenCalledWith({ metric: false, price: true })
  })
})
