import * as ToastPrimitive from '@radix-ui/react-toast'
import { useSnapshot } from 'valtio'
import { toastDurationMs } from '@/core/constants'
import { dismissToast, toastState } from './toastStore'

/** Renders queued toasts at the bottom for 4 seconds each (app.md section 8). */
export function Toaster() {
  const { items } = useSnapshot(toastState)
  return (
    <ToastPrimitive.Provider duration={toastDurationMs} swipeDirection="down">
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          className={`toast toast-${item.kind}`}
          type={item.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
        >
          <ToastPrimitive.Title className="toast-title">{item.title}</ToastPrimitive.Title>
          {item.description ? (
            <ToastPrimitive.Description className="toast-description">
              {item.description}
            </ToastPrimitive.Description>
          ) : null}
          {item.action ? (
            <ToastPrimitive.Action
              className="button toast-action"
              altText={item.action.label}
              onClick={item.action.run}
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close className="icon-button toast-close" aria-label="Dismiss">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  )
}
