import { createFileRoute } from '@tanstack/react-router'
import { SocialMediaPrivacyNoticePage } from '@/features/legal/SocialMediaPrivacyNoticePage'

export const Route = createFileRoute('/_layout/privacy-notice-social-media')({
  component: SocialMediaPrivacyNoticePage,
})
