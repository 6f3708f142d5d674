import { createFileRoute, redirect } from '@tanstack/react-router'
import { SettingsPage, settingsSections, type SettingsSlug } from '@/features/settings/SettingsPage'

function isSettingsSlug(slug: string): slug is SettingsSlug {
  return slug in settingsSections
}

export const Route = createFileRoute('/_layout/settings/$slug')({
  beforeLoad: ({ params }) => {
    if (!isSettingsSlug(params.slug)) {
      throw redirect({ to: '/settings/$slug', params: { slug: 'account' }, replace: true })
    }
  },
  component: Settings,
})

function Settings() {
  const { slug } = Route.useParams()
  return <SettingsPage slug={isSettingsSlug(slug) ? slug : 'account'} />
}
