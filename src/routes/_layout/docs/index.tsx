import { createFileRoute } from '@tanstack/react-router'
import { DocsIndex } from '@/features/docs/DocsIndex'

export const Route = createFileRoute('/_layout/docs/')({ component: DocsIndex })
