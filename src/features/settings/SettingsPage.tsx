import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/lib/ui/PageHeader'
import { EmptyState } from '@/lib/ui/EmptyState'

export const settingsSections = {
  account: 'Account',
  api: 'API',
  billing: 'Billing',
} as const
export type SettingsSlug = keyof typeof settingsSections

export function SettingsPage({ slug }: { slug: SettingsSlug }) {
  return (
    <section className="page settings-page">
      <PageHeader title="Settings" />
      <nav className="tabs" aria-label="Settings sections">
        {Object.entries(settingsSections).map(([key, label]) => (
          <Link
            key={key}
            to="/settings/$slug"
            params={{ slug: key }}
            activeProps={{ 'aria-current': 'page' }}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="card">
        <h2>{settingsSections[slug]}</h2>
        <EmptyState title="Nothing to configure yet" />
      </div>
    </section>
  )
}
