import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { isDarkModeSupported, setDarkMode, useDarkMode } from '@/lib/theme/darkMode'
import { MenuIcon, SearchIcon } from '@/lib/ui/icons'
import { useModalDialog } from '@/lib/ui/useModalDialog'
import { feedbackLink, supportLink } from './links'
import type { ShellActions } from './shellActions'

/** The mobile menu: a 270 px drawer on a native modal dialog (focus trap, Escape closes). */
export function MobileDrawer({ openSearch, toggleChat, chatEnabled }: ShellActions) {
  const [open, setOpen] = useState(false)
  const ref = useModalDialog(open)
  const { pathname } = useLocation()
  const { user } = useCurrentUser()
  const dark = useDarkMode()

  const close = () => setOpen(false)
  return (
    <>
      <button
        type="button"
        className="nav-button mobile-only"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <button
        type="button"
        className="nav-button mobile-only mobile-search"
        aria-label="Search"
        onClick={openSearch}
      >
        <SearchIcon />
      </button>
      <dialog
        ref={ref}
        className="drawer"
        aria-label="Menu"
        onClose={close}
        onClick={(event) => {
          if (event.target === ref.current) close()
        }}
      >
        {/* Following any link in the drawer closes it. */}
        <nav
          className="drawer-nav"
          aria-label="Mobile navigation"
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) close()
          }}
        >
          <button
            type="button"
            className="icon-button drawer-close"
            aria-label="Close menu"
            onClick={close}
          >
            ×
          </button>
          <Link to="/home">Home</Link>
          <Link to="/charts">Charts</Link>
          <Link to="/dashboards">Dashboards</Link>
          <Link to="/insights">Insights</Link>
          <Link to="/alerts">Alerts</Link>
          <Link to="/pricing">Pricing</Link>
          <Link to="/catalog">Catalog</Link>
          <Link to="/docs">Docs</Link>
          <Link {...supportLink}>Support</Link>
          <Link to="/contact">Contact</Link>
          {chatEnabled ? (
            <button type="button" className="drawer-item" onClick={() => (close(), toggleChat())}>
              AI assistant
            </button>
          ) : null}
          {isDarkModeSupported() ? (
            <label className="drawer-item switch">
              <input
                type="checkbox"
                checked={dark}
                onChange={(e) => setDarkMode(e.target.checked)}
              />
              Dark mode
            </label>
          ) : null}
          <Link {...feedbackLink}>Give Feedback</Link>
          <hr />
          {user ? (
            <>
              <Link to="/settings/$slug" params={{ slug: 'account' }}>
                Account
              </Link>
              <Link to="/auth/$method" params={{ method: 'logout' }}>
                Log out
              </Link>
            </>
          ) : (
            <>
              <Link
                to="/auth/$method"
                params={{ method: 'login' }}
                search={{ redirectTo: pathname }}
              >
                Log in
              </Link>
              <Link to="/auth/$method" params={{ method: 'signup' }}>
                Sign up
              </Link>
              <Link to="/pricing" className="button primary">
                Start free trial
              </Link>
            </>
          )}
        </nav>
      </dialog>
    </>
  )
}
