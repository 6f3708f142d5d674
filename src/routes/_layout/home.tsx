import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/HomePage'
import { prefetchHomeTable } from '@/features/home/assetTableQueries'

export const Route = createFileRoute('/_layout/home')({
  // Started here so the asset table loads alongside the page's code.
  loader: ({ context: { queryClient } }) => prefetchHomeTable(queryClient),
  component: HomePage,
})
