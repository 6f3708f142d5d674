import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './Toaster'
import { toast, toastState } from './toastStore'

afterEach(() => {
  cleanup()
  toastState.items.splice(0)
})

describe('Toaster', () => {
  it("renders a toast's action, which runs and closes the toast", async () => {
    const run = vi.fn()
    render(<Toaster />)
    toast.info('BTC above 100k', 'BTC Price: 101,234', { label: 'View chart', run })
    fireEvent.click(await screen.findByRole('button', { name: 'View chart' }))
    expect(run).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(toastState.items).toHaveLength(0))
  })
})
