import { useQuery } from '@tanstack/react-query'
import { ApiKeyCard } from './ApiKeyCard'
import { ApiUsage } from './ApiUsage'
import { SettingsLoadError, SettingsLoading } from './SectionStates'
import { accountInfoQuery } from './settingsQueries'

/** /settings/api: the API key and what it may do on the user's plan. */
export function ApiSettings() {
  const { data: user, error, refetch } = useQuery(accountInfoQuery)
  return (
    <>
      <ApiKeyCard />
      {user ? (
        <ApiUsage user={user} />
      ) : (
        <section className="card" aria-labelledby="api-usage-heading">
          <h2 id="api-usage-heading">Usage and limits</h2>
          {error ? (
            <SettingsLoadError what="your plan" error={error} onRetry={() => void refetch()} />
          ) : (
            <SettingsLoading label="plan" />
          )}
        </section>
      )}
    </>
  )
}
