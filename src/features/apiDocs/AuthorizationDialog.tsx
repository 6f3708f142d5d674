import type { ComponentType } from 'react'
import { Dialog } from '@/lib/ui/Dialog'

/** The parts of Swagger UI's system its authorization popup is handed and passes on. */
export interface AuthorizationSystem {
  getComponent: (name: string) => ComponentType<Record<string, unknown>>
  authSelectors: { shownDefinitions: () => { valueSeq: () => { toArray: () => unknown[] } } }
  authActions: { showDefinitions: (show: boolean) => void }
  errSelectors: unknown
  specSelectors: unknown
  fn: { AST?: unknown }
}

/**
 * Authorize's dialog: Swagger UI's key forms ("auths") in the app's modal dialog, which is a
 * labelled dialog that keeps focus inside, closes with Escape and has a named close button
 * (Swagger's own popup is none of these).
 */
export function AuthorizationDialog(system: AuthorizationSystem) {
  const { getComponent, authSelectors, authActions, errSelectors, specSelectors, fn } = system
  const Auths = getComponent('auths')
  const definitions = authSelectors.shownDefinitions().valueSeq().toArray()
  return (
    <Dialog open title="Authorize" onClose={() => authActions.showDefinitions(false)}>
      <p className="muted">
        Your API key is sent with Try it out from this page until you leave it; it is not stored.
      </p>
      {definitions.map((definition, index) => (
        <Auths
          key={index}
          AST={fn.AST ?? {}}
          definitions={definition}
          getComponent={getComponent}
          errSelectors={errSelectors}
          authSelectors={authSelectors}
          authActions={authActions}
          specSelectors={specSelectors}
        />
      ))}
    </Dialog>
  )
}
