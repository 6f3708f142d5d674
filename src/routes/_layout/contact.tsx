import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/legal/ContactPage'

export const Route = createFileRoute('/_layout/contact')({ component: ContactPage })
