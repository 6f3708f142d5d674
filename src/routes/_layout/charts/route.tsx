import { Outlet, createFileRoute } from '@tanstack/react-router'
import { chartSearchSchema } from '@/core/searchParams'

export const Route = createFileRoute('/_layout/charts')({
  validateSearch: chartSearchSchema,
  component: Outlet,
})
