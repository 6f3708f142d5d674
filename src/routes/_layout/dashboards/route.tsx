import { Outlet, createFileRoute } from '@tanstack/react-router'
import { dashboardSearchSchema } from '@/core/searchParams'

export const Route = createFileRoute('/_layout/dashboards')({
  validateSearch: dashboardSearchSchema,
  component: Outlet,
})
