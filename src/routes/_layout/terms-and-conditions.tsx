import { createFileRoute } from '@tanstack/react-router'
import { TermsAndConditionsPage } from '@/features/legal/TermsAndConditionsPage'

export const Route = createFileRoute('/_layout/terms-and-conditions')({
  component: TermsAndConditionsPage,
})
