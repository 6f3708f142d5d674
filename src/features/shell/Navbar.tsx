import { Link, useLocation, useSearch } from '@tanstack/react-router'
import { checkoutParam } from '@/core/checkout'
import { showStartTrialButton, showUpgradeButton } from '@/core/navRules'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { SearchIcon, SparkIcon } from '@/lib/ui/icons'
import { MobileDrawer } from './MobileDrawer'
import { ResourcesMenu } from './ResourcesMenu'
import { UnsyncedChanges } from './UnsyncedChanges'
import { UserMenu } from './UserMenu'
import type { ShellActions } from './shellActions'
import type { ReactNode } from 'react'

interface NavbarProps extends ShellActions {
  whatsNew: ReactNode
}

export function Navbar({ openSearch, toggleChat, chatEnabled, whatsNew }: NavbarProps) {
  const { user, plan, status } = useCurrentUser()
  const { pathname } = useLocation()
  // Dashboards keep the selected asset (app.md section 2, Navbar).
  const search: { a?: unknown } = useSearch({ strict: false })
  const asset = typeof search.a === 'string' ? search.a : undefined
  const ctx = { plan, trialAvailable: user?.trialAvailable ?? false, pathname }

  return (
    <header className="navbar">
      <MobileDrawer openSearch={openSearch} toggleChat={toggleChat} chatEnabled={chatEnabled} />
      <Link to="/home" className="brand" aria-label="Onchain Studio home">
        <img src="/icons/logo.svg" alt="" width={28} height={28} />
        <span>Onchain Studio</span>
      </Link>
      <nav className="nav-primary" aria-label="Navigation">
        <Link to="/home" className="nav-link" activeProps={{ 'aria-current': 'page' }}>
          Home
        </Link>
        <Link to="/charts" className="nav-link" activeProps={{ 'aria-current': 'page' }}>
          Charts
        </Link>
        <Link
          to="/dashboards"
          search={asset ? { a: asset } : {}}
          className="nav-link"
          activeProps={{ 'aria-current': 'page' }}
        >
          Dashboards
        </Link>
        <Link to="/insights" className="nav-link" activeProps={{ 'aria-current': 'page' }}>
          Insights
        </Link>
        <ResourcesMenu />
      </nav>
      <div className="nav-actions">
        {user ? <UnsyncedChanges /> : null}
        <button
          type="button"
          className="nav-button search-button"
          onClick={openSearch}
          aria-label="Search"
          aria-keyshortcuts="/"
        >
          <SearchIcon />
          <span className="search-button-label">Search</span>
          <kbd>/</kbd>
        </button>
        {whatsNew}
        {chatEnabled ? (
          <button
            type="button"
            className="nav-button"
            onClick={toggleChat}
            aria-label="AI assistant"
            aria-keyshortcuts="Control+I Meta+I"
            title="AI assistant (Ctrl+I)"
          >
            <SparkIcon />
            <span className="nav-button-label">AI assistant</span>
          </button>
        ) : null}
        {showUpgradeButton(ctx) ? (
          <Link to="/pricing" className="button primary nav-cta">
            Upgrade
          </Link>
        ) : null}
        {status !== 'initial' && showStartTrialButton(ctx) ? (
          // Signed in, the pricing page opens the trial checkout at once; a guest signs up there.
          <Link
            to="/pricing"
            search={user ? { checkout: checkoutParam(true) } : {}}
            className="button primary nav-cta"
          >
            Start free trial
          </Link>
        ) : null}
        {user ? (
          <UserMenu
            name={`${user.firstName} ${user.lastName}`.trim() || user.email}
            email={user.email}
          />
        ) : (
          <Link
            to="/auth/$method"
            params={{ method: 'login' }}
            search={{ redirectTo: pathname }}
            className="button nav-login"
          >
            Log in
          </Link>
        )}
      </div>
    </header>
  )
}
