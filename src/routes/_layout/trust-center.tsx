import { createFileRoute } from '@tanstack/react-router'
import { TrustCenterPage } from '@/features/legal/TrustCenterPage'

export const Route = createFileRoute('/_layout/trust-center')({ component: TrustCenterPage })
