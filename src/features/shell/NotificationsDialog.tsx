import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Dialog } from '@/lib/ui/Dialog'
import { EmptyState } from '@/lib/ui/EmptyState'
import { markNotificationsRead, userNotificationsQuery } from './userNotifications'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The notification list; opening it marks everything read. */
export function NotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const { data, isPending, isError } = useQuery({ ...userNotificationsQuery, enabled: open })
  const unread = data?.unread ?? 0

  useEffect(() => {
    if (!open || unread === 0) return
    void markNotificationsRead()
      .then(() => queryClient.invalidateQueries({ queryKey: userNotificationsQuery.queryKey }))
      .catch(() => undefined)
  }, [open, unread, queryClient])

  return (
    <Dialog open={open} title="Notifications" onClose={onClose}>
      {isPending ? (
        <EmptyState title="Loading…" />
      ) : isError ? (
        <EmptyState title="Notifications could not be loaded. Try again later." />
      ) : data.data.length === 0 ? (
        <EmptyState title="No notifications yet" />
      ) : (
        <ul className="notification-list">
          {data.data.map((n) => (
            <li key={n.id} className={n.read ? 'notification' : 'notification unread'}>
              <strong>{n.title}</strong>
              <p>{n.body}</p>
              <p className="muted">
                <time dateTime={new Date(n.createdAt).toISOString()}>
                  {dateFormat.format(n.createdAt)}
                </time>
                {n.link ? (
                  <>
                    {' · '}
                    <Link to={n.link} onClick={onClose}>
                      Open
                    </Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
