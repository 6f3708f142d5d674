import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/lib/ui/Placeholder'
import { DocsLayout } from '@/features/docs/DocsLayout'
import { DocsPageView } from '@/features/docs/DocsPageView'
import { loadDocsPage } from '@/features/docs/loadDocsPage'

export const Route = createFileRoute('/_layout/docs/$page')({
  loader: ({ params }) => loadDocsPage(params.page),
  pendingComponent: () => (
    <DocsLayout>
      <Placeholder kind="metric" />
    </DocsLayout>
  ),
  component: DocsRoute,
})

function DocsRoute() {
  return <DocsPageView loaded={Route.useLoaderData()} />
}
