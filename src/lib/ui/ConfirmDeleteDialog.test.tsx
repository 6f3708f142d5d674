import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog'

afterEach(cleanup)

function renderDialog(busy: boolean) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  render(
    <ConfirmDeleteDialog title="Delete chart" busy={busy} onConfirm={onConfirm} onClose={onClose}>
      Delete <strong>Flows</strong>? This cannot be undone.
    </ConfirmDeleteDialog>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Delete chart', hidden: true })
  return { dialog, onConfirm, onClose }
}

describe('ConfirmDeleteDialog', () => {
  it('asks the question and confirms with Delete, or closes with Cancel', () => {
    const { dialog, onConfirm, onClose } = renderDialog(false)
    expect(dialog.textContent).toContain('Delete Flows? This cannot be undone.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('cannot be confirmed twice or dismissed while the delete runs', () => {
    const { dialog, onConfirm, onClose } = renderDialog(true)
    const confirm = within(dialog).getByRole('button', { name: 'Deleting…', hidden: true })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    fireEvent.submit(confirm.closest('form') as HTMLFormElement)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })
})
