import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckboxGroup } from './FormFields'

afterEach(cleanup)

describe('CheckboxGroup', () => {
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
  ]

  it('says in its name that it is required, with no aria-required (a group may not carry it)', () => {
    render(
      <CheckboxGroup
        label="Interests"
        required
        error="Choose at least one"
        values={[]}
        options={options}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    )
    const group = screen.getByRole('group', { name: /^Interests\s*\(required\)$/ })
    expect(group.hasAttribute('aria-required')).toBe(false)
    expect(group.getAttribute('aria-invalid')).toBe('true')
  })
})
