import { useBlocker } from '@tanstack/react-router'
import { Dialog } from '@/lib/ui/Dialog'

/**
 * Leaving a modified dashboard asks first: another page of the app through the router's
 * blocker (our own dialog), closing or reloading the tab through the browser's beforeunload
 * prompt. Changes of the address's parameters (a modal, the asset) stay on the page.
 */
export function UnsavedChangesGuard({ modified }: { modified: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => modified && current.pathname !== next.pathname,
    enableBeforeUnload: () => modified,
    withResolver: true,
  })
  if (blocker.status !== 'blocked') return null
  return (
    <Dialog
      open
      title="Leave without saving?"
      onClose={blocker.reset}
      footer={
        <>
          <button type="button" className="button" onClick={blocker.reset}>
            Stay
          </button>
          <button type="button" className="button primary" onClick={blocker.proceed}>
            Leave
          </button>
        </>
      }
    >
      <p>This dashboard has changes that are not saved. They will be lost.</p>
    </Dialog>
  )
}
