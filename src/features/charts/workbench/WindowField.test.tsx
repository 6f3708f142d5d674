import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MetricItem } from '@/core/api/udmItems'
import { newMetricItem } from '@/core/workbench/workbenchItems'
import { ItemSettings } from './ItemSettings'

afterEach(cleanup)

function settings(resolution: MetricItem['meta']['resolution']) {
  const item = newMetricItem(
    '00000000-0000-4000-8000-000000000001',
    { asset: 'BTC', metricCode: 'MarketMvrv', resolution, mathFn: { name: 'mAvg', value: 30 } },
    [],
    { name: 'MVRV' },
  )
  const onMeta = vi.fn()
  render(
    <ItemSettings
      item={item}
      items={[item]}
      onExtra={vi.fn()}
      onMeta={onMeta}
      onEditFormula={vi.fn()}
      onRemove={vi.fn()}
    />,
  )
  const input = screen.getByRole('textbox', { name: 'Window' }) as HTMLInputElement
  const type = (value: string) => {
    fireEvent.change(input, { target: { value } })
    fireEvent.blur(input)
  }
  return { input, type, onMeta }
}

describe('the workbench item’s moving-math window', () => {
  it('takes digits only: letters, exponents and points are refused, the window kept', () => {
    const { input, type, onMeta } = settings('24h')
    expect(input.inputMode).toBe('numeric')
    for (const typed of ['abc', '1e2', '2.5', '-7']) {
      type(typed)
      expect(input.value).toBe('30')
    }
    expect(screen.getByRole('status').textContent).toBe('Numbers only')
    expect(onMeta).not.toHaveBeenCalled()
  })

  it('applies a window inside the item resolution’s range, else returns to the last one', () => {
    const { input, type, onMeta } = settings('1w')
    expect(screen.getByText('Allowed range: 1-200')).toBeTruthy()
    type('300')
    expect(input.value).toBe('30')
    expect(onMeta).not.toHaveBeenCalled()
    type('50')
    expect(onMeta).toHaveBeenCalledWith({ mathFn: { name: 'mAvg', value: 50 } })
  })

  it('removes the calculation with 0', () => {
    const { type, onMeta } = settings('24h')
    type('0')
    expect(onMeta).toHaveBeenCalledWith({ mathFn: null })
  })
})
