import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/lib/ui/Placeholder'
import { CatalogPage } from '@/features/catalog/CatalogPage'

export const Route = createFileRoute('/_layout/catalog')({
  component: CatalogPage,
  pendingComponent: () => <Placeholder kind="metrics" />,
})
