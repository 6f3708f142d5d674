import { createFileRoute } from '@tanstack/react-router'
import { PartnerPage } from '@/features/partner/PartnerPage'

export const Route = createFileRoute('/_layout/partner/$slug')({ component: Partner })

function Partner() {
  const { slug } = Route.useParams()
  return <PartnerPage slug={slug} />
}
