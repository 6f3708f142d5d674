import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { ChartAlertStart } from '@/core/alerts/chartAlertStart'
import { AlertDialog } from '@/lib/alerts/AlertDialog'
import { useCurrentUser } from '@/lib/auth/currentUser'

/**
 * The chart toolbar's Create alert: the alert dialog with what the chart shows filled in (a
 * metric chart's metric, asset and resolution; a workbench's selected item). Alerts belong to an
 * account, so a guest is sent to log in first and brought back to the chart (as Edit does).
 */
export function CreateAlertButton({ start }: { start: ChartAlertStart }) {
  const { status } = useCurrentUser()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const onClick = () => {
    if (status === 'authenticated') setOpen(true)
    else
      void navigate({
        to: '/auth/$method',
        params: { method: 'login' },
        search: { redirectTo: `${window.location.pathname}${window.location.search}` },
      })
  }
  return (
    <>
      {/* Until the session is read, a click could not tell a user from a guest. */}
      <button
        type="button"
        className="button"
        onClick={onClick}
        disabled={status === 'initial'}
        aria-busy={status === 'initial'}
      >
        Create alert
      </button>
      {open && (
        <AlertDialog
          start={start}
          onClose={() => setOpen(false)}
          // The chart then draws the new alert's level (the alert parameter), as it will its
          // firings.
          onSaved={(uuid) =>
            void navigate({
              to: '.',
              search: (prev: Record<string, unknown>) => ({ ...prev, alert: uuid }),
              replace: true,
            })
          }
        />
      )}
    </>
  )
}
