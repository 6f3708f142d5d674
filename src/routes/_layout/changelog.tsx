import { createFileRoute } from '@tanstack/react-router'
import { changelogSearchSchema } from '@/core/contentSearchParams'
import { ChangelogPage } from '@/features/whatsNew/ChangelogPage'

export const Route = createFileRoute('/_layout/changelog')({
  validateSearch: changelogSearchSchema,
  component: Changelog,
})

function Changelog() {
  const { page = 1, year } = Route.useSearch()
  return <ChangelogPage page={page} year={year} />
}
