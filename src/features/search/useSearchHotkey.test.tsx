import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { searchState } from './searchState'
import { useSearchHotkey } from './useSearchHotkey'

function Page() {
  useSearchHotkey()
  return <input aria-label="Name" />
}

beforeEach(() => {
  searchState.open = false
})
afterEach(cleanup)

describe('useSearchHotkey', () => {
  it('opens search on "/" outside an input', () => {
    render(<Page />)
    const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    document.body.dispatchEvent(event)
    expect(searchState.open).toBe(true)
    expect(event.defaultPrevented).toBe(true)
  })

  it('leaves "/" to an input, and to shortcuts with a modifier', () => {
    const { getByLabelText } = render(<Page />)
    fireEvent.keyDown(getByLabelText('Name'), { key: '/' })
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true })
    expect(searchState.open).toBe(false)
  })
})
