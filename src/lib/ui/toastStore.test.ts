import { beforeEach, describe, expect, it } from 'vitest'
import { dismissToast, toast, toastState } from './toastStore'

describe('toast store', () => {
  beforeEach(() => {
    toastState.items.splice(0)
  })

  it('queues toasts of each kind and dismisses by id', () => {
    const a = toast.error('Error deleting account')
    toast.success('Deleted')
    toast.info('Heads up', 'Details')
    toast.warning('Careful')
    expect(toastState.items.map((t) => t.kind)).toEqual(['error', 'success', 'info', 'warning'])
    expect(toastState.items[2]?.description).toBe('Details')
    dismissToast(a)
    expect(toastState.items.map((t) => t.title)).toEqual(['Deleted', 'Heads up', 'Careful'])
  })
})
