import { createFileRoute } from '@tanstack/react-router'
import { DisclaimerPage } from '@/features/legal/DisclaimerPage'

export const Route = createFileRoute('/_layout/bss-disclaimer')({ component: DisclaimerPage })
