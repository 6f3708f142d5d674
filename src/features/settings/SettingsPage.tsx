import { Link } from '@tanstack/react-router'
import { PageHeader } from '@/lib/ui/PageHeader'
import { AccountSettings } from './AccountSettings'
import { ApiSettings } from './ApiSettings'
import { BillingSettings } from './BillingSettings'
import { NotificationSettings } from './NotificationSettings'
import { settingsSections, type SettingsSlug } from './settingsSections'
import './settings.css'

const sections: Record<SettingsSlug, () => React.JSX.Element> = {
  account: AccountSettings,
  api: ApiSettings,
  billing: BillingSettings,
  notifications: NotificationSettings,
}

export function SettingsPage({ slug }: { slug: SettingsSlug }) {
  const Section = sections[slug]
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
      <div className="settings-sections">
        <Section />
      </div>
    </section>
  )
}
