import { Link } from '@tanstack/react-router'
import type { UserInfo } from '@/core/api/user'
import { metricTiers } from '@/core/api/metrics'
import { formatNumber } from '@/core/format/number'
import { canReadTier, rateLimits } from '@/core/metricAccess'
import type { Plan } from '@/core/plans'
import { accountPlanLabel } from './accountPlanLabel'

export const examplePath = '/v1/metrics/market/price_usd_close?a=BTC'

/** A first request to try, against this deployment's own origin. */
export function curlExample(origin: string): string {
  return `curl "${origin}${examplePath}&api_key=YOUR_API_KEY"`
}

function perMinute(plan: Plan): string {
  const { requests, windowSeconds } = rateLimits[plan]
  return `${formatNumber(Math.round((requests * 60) / windowSeconds))} requests per minute`
}

function readableTiers(plan: Plan): string {
  const tiers = metricTiers.filter((tier) => canReadTier(plan, tier))
  return tiers.length === metricTiers.length ? 'All tiers' : `Tiers ${tiers.join(', ')}`
}

/** What the key may do on the user's plan, and how to call the API with it. */
export function ApiUsage({ user }: { user: Pick<UserInfo, 'plan' | 'addons'> }) {
  const addon = user.addons.find((a) => a.type === 'API_LIMIT')
  return (
    <section className="card" aria-labelledby="api-usage-heading">
      <h2 id="api-usage-heading">Usage and limits</h2>
      <dl className="settings-facts">
        <dt>Plan</dt>
        <dd>
          {accountPlanLabel(user.plan)} <Link to="/pricing">Compare plans</Link>
        </dd>
        <dt>Rate limit</dt>
        <dd>{perMinute(user.plan)}</dd>
        <dt>Metrics</dt>
        <dd>{readableTiers(user.plan)}</dd>
        {addon ? (
          <>
            <dt>API limit add-on</dt>
            <dd>{formatNumber(addon.limit)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="settings-subheading">Try it</h3>
      <p className="muted">
        Send the key as the <code>api_key</code> parameter or the <code>X-Api-Key</code> header.
      </p>
      <pre className="settings-code">
        <code>{curlExample(window.location.origin)}</code>
      </pre>
      <p className="muted">
        Every endpoint, its parameters and its answers are in the{' '}
        <Link to="/docs/api">API reference</Link>.
      </p>
    </section>
  )
}
