import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { AuthCallbackPage } from '@/features/auth/AuthCallbackPage'

const callbackSearchSchema = z.object({
  error: z.string().max(200).optional().catch(undefined),
  error_description: z.string().max(500).optional().catch(undefined),
})

// The identity provider returns here (no layout); an error in the URL is shown as a notice.
export const Route = createFileRoute('/auth/callback')({
  validateSearch: callbackSearchSchema,
  component: Callback,
})

function Callback() {
  const { error, error_description } = Route.useSearch()
  return <AuthCallbackPage error={error ? (error_description ?? error) : undefined} />
}
