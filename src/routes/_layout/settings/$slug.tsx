import { createFileRoute, redirect } from '@tanstack/react-router'
import { settingsSearchSchema } from '@/core/searchParams'
import { SettingsPage } from '@/features/settings/SettingsPage'
import { prefetchSettings } from '@/features/settings/settingsQueries'
import { isSettingsSlug } from '@/features/settings/settingsSections'

export const Route = createFileRoute('/_layout/settings/$slug')({
  validateSearch: settingsSearchSchema,
  beforeLoad: ({ params }) => {
    if (!isSettingsSlug(params.slug)) {
      throw redirect({ to: '/settings/$slug', params: { slug: 'account' }, replace: true })
    }
  },
  loader: async ({ context, params }) => {
    if (isSettingsSlug(params.slug)) await prefetchSettings(context.queryClient, params.slug)
  },
  component: Settings,
})

function Settings() {
  const { slug } = Route.useParams()
  return <SettingsPage slug={isSettingsSlug(slug) ? slug : 'account'} />
}
