import { createFileRoute } from '@tanstack/react-router'
import { TermsUpdatePage } from '@/features/auth/TermsUpdatePage'

export const Route = createFileRoute('/terms-update')({ component: TermsUpdatePage })
