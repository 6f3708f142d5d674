import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FormulaDialog } from './FormulaDialog'

afterEach(cleanup)

describe('FormulaDialog', () => {
  it('links the formula guide, in a new tab so the formula typed stays', () => {
    render(
      <FormulaDialog
        formulaRef="f1"
        initial={{ name: 'Formula f1', content: '' }}
        items={[]}
        onSave={vi.fn()}
        onClose={vi.fn()}
      />,
    )
    const guide = screen.getByRole('link', { name: 'formula guide' })
    expect(guide.getAttribute('href')).toBe('/docs/formulas')
    expect(guide.getAttribute('target')).toBe('_blank')
    expect(guide.closest('p')?.textContent).toBe(
      'Items: none yet. Functions and examples are in the formula guide.',
    )
  })
})
