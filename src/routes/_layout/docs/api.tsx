import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/lib/ui/Placeholder'
import { ApiReferencePage } from '@/features/apiDocs/ApiReferencePage'

export const Route = createFileRoute('/_layout/docs/api')({
  component: ApiReferencePage,
  pendingComponent: () => <Placeholder kind="metrics" />,
})
