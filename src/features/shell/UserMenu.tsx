import * as Menu from '@radix-ui/react-dropdown-menu'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { isDarkModeSupported, setDarkMode, useDarkMode } from '@/lib/theme/darkMode'
import { FavoritesSubmenu } from './FavoritesSubmenu'
import { supportLink } from './links'
import { NotificationsDialog } from './NotificationsDialog'
import { userNotificationsQuery } from './userNotifications'

/**
 * The signed-in user's menu: who they are, dark mode, favourites, notifications, settings,
 * alerts, support, log out.
 */
export function UserMenu({ name, email }: { name: string; email: string }) {
  const dark = useDarkMode()
  const [notificationsOpen, setNotificationsOpen] = useState(false)
  const unread = useQuery(userNotificationsQuery).data?.unread ?? 0
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger
          className="nav-button avatar-button"
          aria-label={unread > 0 ? `User menu, ${unread} unread notifications` : 'User menu'}
        >
          <span className="avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          {unread > 0 ? <span className="unread-dot" aria-hidden="true" /> : null}
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu" align="end" sideOffset={6}>
            <Menu.Label className="menu-label">
              <strong>{name}</strong>
              <span className="muted">{email}</span>
            </Menu.Label>
            {isDarkModeSupported() ? (
              <Menu.CheckboxItem
                className="menu-item"
                checked={dark}
                onCheckedChange={(on) => setDarkMode(on === true)}
                onSelect={(event) => event.preventDefault()}
              >
                Dark mode {dark ? 'on' : 'off'}
              </Menu.CheckboxItem>
            ) : null}
            <Menu.Separator className="menu-separator" />
            <FavoritesSubmenu />
            <Menu.Item className="menu-item" onSelect={() => setNotificationsOpen(true)}>
              Notifications{unread > 0 ? ` (${unread})` : ''}
            </Menu.Item>
            <Menu.Item className="menu-item" asChild>
              <Link to="/settings/$slug" params={{ slug: 'account' }}>
                Account
              </Link>
            </Menu.Item>
            <Menu.Item className="menu-item" asChild>
              <Link to="/settings/$slug" params={{ slug: 'api' }}>
                API
              </Link>
            </Menu.Item>
            <Menu.Item className="menu-item" asChild>
              <Link to="/alerts">Alerts</Link>
            </Menu.Item>
            <Menu.Item className="menu-item" asChild>
              <Link {...supportLink}>Support</Link>
            </Menu.Item>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item" asChild>
              <Link to="/auth/$method" params={{ method: 'logout' }}>
                Log out
              </Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <NotificationsDialog open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </>
  )
}
