import { createFileRoute } from '@tanstack/react-router'
import { AuthCallbackPage } from '@/features/auth/AuthCallbackPage'

// The identity provider returns here (no layout). The URL (code, state or error) is read by
// oidc-client-ts as it is, so the route declares no search schema of its own.
export const Route = createFileRoute('/auth/callback')({ component: AuthCallbackPage })
