import {
  Outlet,
  createRootRouteWithContext,
  useNavigate,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { globalSearchSchema } from '@/core/searchParams'
import { analytics } from '@/lib/analytics/analytics'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { useSessionRelink } from '@/lib/auth/useSessionRelink'
import { reportError } from '@/lib/errors/errorReporting'
import { useOutboxSync } from '@/lib/outbox/useOutbox'
import { ErrorScreen } from '@/lib/ui/ErrorScreen'
import { Toaster } from '@/lib/ui/Toaster'
import { TooltipProvider } from '@/lib/ui/Tooltip'
import { useAlertPulseToasts } from '@/features/alerts/useAlertPulseToasts'
import { ModalHost } from '@/features/modals/ModalHost'
import type { RouterContext } from '@/lib/routerContext'

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: globalSearchSchema,
  component: Root,
  errorComponent: RootError,
})

function Root() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const router = useRouter()
  const { status, user, query: userQuery } = useCurrentUser()
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(
    () => router.subscribe('onResolved', (e) => analytics.page(e.toLocation.pathname)),
    [router],
  )

  const dropModal = useCallback(
    () =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, modal: undefined, upgradePlan: undefined }),
        replace: true,
      }),
    [navigate],
  )
  const toContactSales = useCallback(
    () =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, modal: 'contactSalesForm', upgradePlan: undefined }),
        replace: true,
      }),
    [navigate],
  )
  const toPricing = useCallback(() => void navigate({ to: '/pricing', replace: true }), [navigate])
  const toLogin = useCallback(
    () =>
      void navigate({
        to: '/auth/$method',
        params: { method: 'login' },
        search: { redirectTo: window.location.pathname },
      }),
    [navigate],
  )

  // When the 12-hourly re-link is refused the user is logged out: say so with the modal.
  const sessionEnded = useCallback(
    () =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, modal: 'sessionExpired' }),
        replace: true,
      }),
    [navigate],
  )
  useSessionRelink(status === 'authenticated', sessionEnded)
  // Edits wait in the outbox until they land: shown at once, replayed whenever possible.
  useOutboxSync(status === 'authenticated' ? user?.uuid : undefined)
  // The pulse socket needs a live session: not one restored from the offline cache before the
  // server confirmed it (nor while it cannot: offline the user is the kept copy and the last
  // read failed), and not on the sign-in and sign-out pages, where it is ending or not yet
  // there (a refused upgrade is an error in the browser's console).
  // When the server ends the socket because its session ended, asking for the user again tells
  // whether this tab still has one (a re-link replaced it), or shows the session-expired modal.
  const { refetch: refetchUser } = userQuery
  const checkSession = useCallback(async () => {
    const result = await refetchUser()
    return result.isSuccess && result.data !== null
  }, [refetchUser])
  useAlertPulseToasts(
    status === 'authenticated' &&
      userQuery.isSuccess &&
      userQuery.isFetchedAfterMount &&
      !pathname.startsWith('/auth/'),
    checkSession,
  )

  return (
    <TooltipProvider>
      <Outlet />
      <ModalHost
        modal={search.modal}
        upgradePlan={search.upgradePlan}
        authenticated={status === 'initial' ? undefined : status === 'authenticated'}
        trialAvailable={user?.trialAvailable ?? false}
        onClose={dropModal}
        onContactSales={toContactSales}
        onRedirectToPricing={toPricing}
        onLogin={toLogin}
      />
      <Toaster />
    </TooltipProvider>
  )
}

function RootError({ error }: { error: unknown }) {
  useEffect(() => reportError(error), [error])
  return <ErrorScreen onGoHome={() => window.location.assign('/home')} />
}
