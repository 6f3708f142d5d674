import { proxy } from 'valtio'

export type ToastKind = 'error' | 'info' | 'success' | 'warning'

/** A button in the toast (an alert's "View chart"); the toast closes when it runs. */
export interface ToastAction {
  label: string
  run: () => void
}

export interface ToastMessage {
  id: number
  kind: ToastKind
  title: string
  description?: string
  action?: ToastAction
}

/** Toasts waiting to be shown; client-only state, so it lives in valtio. */
export const toastState = proxy<{ items: ToastMessage[] }>({ items: [] })
let nextId = 1

function push(kind: ToastKind, title: string, description?: string, action?: ToastAction): number {
  const id = nextId++
  toastState.items.push({
    id,
    kind,
    title,
    ...(description ? { description } : {}),
    ...(action ? { action } : {}),
  })
  return id
}

export function dismissToast(id: number): void {
  const index = toastState.items.findIndex((t) => t.id === id)
  if (index >= 0) toastState.items.splice(index, 1)
}

export const toast = {
  error: (title: string, description?: string) => push('error', title, description),
  info: (title: string, description?: string, action?: ToastAction) =>
    push('info', title, description, action),
  success: (title: string, description?: string) => push('success', title, description),
  warning: (title: string, description?: string) => push('warning', title, description),
}
