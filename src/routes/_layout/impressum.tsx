import { createFileRoute } from '@tanstack/react-router'
import { ImpressumPage } from '@/features/legal/ImpressumPage'

export const Route = createFileRoute('/_layout/impressum')({ component: ImpressumPage })
