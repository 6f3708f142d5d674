import { createElement, type ComponentType } from 'react'
import { useOnlineStatus } from '@/lib/browser/useOnlineStatus'
import { EmptyState } from '@/lib/ui/EmptyState'
import { OfflineNotice } from '@/lib/ui/OfflineNotice'

/** The parts of Swagger UI's system the layout reads (it hands each layout the whole system). */
export interface ReferenceSystem {
  getComponent: (name: string, container?: boolean) => ComponentType
  specSelectors: {
    loadingStatus: () => string | undefined
    specStr: () => string
    securityDefinitions: () => unknown
    url: () => string
  }
  specActions: { download: (url: string) => void }
}

function LoadFailed({ system }: { system: ReferenceSystem }) {
  const online = useOnlineStatus()
  const retry = () => system.specActions.download(system.specSelectors.url())
  if (!online) return <OfflineNotice onRetry={retry} subject="the API reference" />
  return (
    <EmptyState title="The API reference could not be loaded">
      {createElement(system.getComponent('errors', true))}
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </EmptyState>
  )
}

/**
 * Swagger UI's page as the app shows it: Swagger's own layout without its `main` element (the
 * app's page already is the one main landmark) and without the schema list (the operations show
 * their schemas). Info, Authorize, the filter and the operations are Swagger's components.
 */
export function ReferenceLayout(system: ReferenceSystem) {
  const { getComponent, specSelectors } = system
  const status = specSelectors.loadingStatus()
  if (status === 'failed' || status === 'failedConfig') return <LoadFailed system={system} />
  if (status !== 'success' && !specSelectors.specStr()) {
    return (
      <p className="muted" role="status">
        Loading the API reference…
      </p>
    )
  }
  // Swagger UI's parts by name; it hands out one component per name, built once.
  const part = (name: string) => createElement(getComponent(name, true))
  return (
    <div className="swagger-ui">
      {createElement(getComponent('SvgAssets'))}
      {part('errors')}
      {part('InfoContainer')}
      {specSelectors.securityDefinitions() ? (
        <div className="scheme-container">{part('AuthorizeBtnContainer')}</div>
      ) : null}
      {part('FilterContainer')}
      <div id="operations">{part('operations')}</div>
    </div>
  )
}
