import { createFileRoute } from '@tanstack/react-router'
import { CookieNoticePage } from '@/features/legal/CookieNoticePage'

export const Route = createFileRoute('/_layout/cookie-notice')({ component: CookieNoticePage })
