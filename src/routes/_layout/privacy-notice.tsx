import { createFileRoute } from '@tanstack/react-router'
import { PrivacyNoticePage } from '@/features/legal/PrivacyNoticePage'

export const Route = createFileRoute('/_layout/privacy-notice')({ component: PrivacyNoticePage })
