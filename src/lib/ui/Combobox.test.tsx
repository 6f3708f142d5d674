import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Combobox, filterOptions, type ComboboxOption } from './Combobox'

afterEach(cleanup)

const assets: ComboboxOption[] = [
  { value: 'BTC', label: 'BTC', hint: 'Bitcoin' },
  { value: 'ETH', label: 'ETH', hint: 'Ethereum' },
  { value: 'ETC', label: 'ETC', hint: 'Ethereum Classic' },
  { value: 'PEPE', label: 'PEPE', hint: 'Pepe' },
]

function Picker() {
  const [value, setValue] = useState('BTC')
  return (
    <>
      <Combobox label="Asset" options={assets} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

const input = () => screen.getByRole('combobox', { name: 'Asset' })
const shownOptions = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option')

describe('filterOptions', () => {
  it('matches value, label or hint in any case, all for an empty query', () => {
    expect(filterOptions(assets, 'ethereum').map((o) => o.value)).toEqual(['ETH', 'ETC'])
    expect(filterOptions(assets, 'pe').map((o) => o.value)).toEqual(['PEPE'])
    expect(filterOptions(assets, '  ')).toHaveLength(4)
    expect(filterOptions(assets, 'doge')).toEqual([])
  })
})

describe('Combobox', () => {
  it('shows the chosen option, and filters as the user types', () => {
    render(<Picker />)
    expect(input()).toHaveProperty('value', 'BTC')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    fireEvent.change(input(), { target: { value: 'ether' } })
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(shownOptions().map((o) => o.textContent)).toEqual(['ETHEthereum', 'ETCEthereum Classic'])
  })

  it('moves with the arrow keys and chooses with Enter', () => {
    render(<Picker />)
    fireEvent.change(input(), { target: { value: 'ether' } })
    const active = () => input().getAttribute('aria-activedescendant')
    expect(document.getElementById(active() ?? '')?.textContent).toBe('ETHEthereum')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(document.getElementById(active() ?? '')?.textContent).toBe('ETCEthereum Classic')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(document.getElementById(active() ?? '')?.textContent).toBe('ETHEthereum')
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(screen.getByText('ETC', { selector: 'output' })).toBeTruthy()
    expect(input()).toHaveProperty('value', 'ETC')
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('opens on ArrowDown at the chosen option, and chooses with a click', () => {
    render(<Picker />)
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(shownOptions()).toHaveLength(4)
    const active = document.getElementById(input().getAttribute('aria-activedescendant') ?? '')
    expect(active?.getAttribute('aria-selected')).toBe('true')
    fireEvent.mouseDown(screen.getByRole('option', { name: /PEPE/ }))
    expect(screen.getByText('PEPE', { selector: 'output' })).toBeTruthy()
  })

  it('closes on Escape without letting a dialog around it close, keeping the choice', () => {
    render(<Picker />)
    fireEvent.change(input(), { target: { value: 'pep' } })
    const notCancelled = fireEvent.keyDown(input(), { key: 'Escape' })
    expect(notCancelled).toBe(false)
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input()).toHaveProperty('value', 'BTC')
  })

  it('says when nothing matches', () => {
    render(<Picker />)
    fireEvent.change(input(), { target: { value: 'doge' } })
    expect(shownOptions()).toHaveLength(0)
    expect(screen.getByText('No match')).toBeTruthy()
  })
})
