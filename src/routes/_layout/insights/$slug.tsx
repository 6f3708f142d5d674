import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '@/features/insights/ArticlePage'

export const Route = createFileRoute('/_layout/insights/$slug')({ component: Article })

function Article() {
  const { slug } = Route.useParams()
  return <ArticlePage key={slug} slug={slug} />
}
