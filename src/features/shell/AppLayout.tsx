import type { ReactNode } from 'react'
import { ConflictDialogs } from './ConflictDialog'
import { Footer } from './Footer'
import { Navbar } from './Navbar'
import { OfflineIndicator } from './OfflineIndicator'
import { UpdatePrompt } from './UpdatePrompt'
import type { ShellActions } from './shellActions'
import './shell.css'

interface AppLayoutProps extends ShellActions {
  whatsNew: ReactNode
  children: ReactNode
}

/** Navbar, main content and footer around every page that has a layout. */
export function AppLayout({ children, ...actions }: AppLayoutProps) {
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar {...actions} />
      <OfflineIndicator />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <UpdatePrompt />
      <ConflictDialogs />
    </div>
  )
}
