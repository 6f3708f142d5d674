import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import {
  createDashboardRequestSchema,
  uncategorized,
  type DashboardDocument,
} from '@/core/api/dashboards'
import type { DashboardContent } from '@/core/dashboardEditor/dashboardContent'
import { dashboardQuery } from '@/lib/dashboards/dashboardQueries'
import { submitOperation } from '@/lib/outbox/outboxSync'
import type { SubmitResult } from '@/lib/outbox/settleWaiters'
import { toastWriteFailure } from '@/lib/documentLibrary/libraryToasts'
import { toast } from '@/lib/ui/toastStore'
import { dashboardToasts } from './dashboardToasts'

/*
 * The writes of a dashboard, shared by the page (save, new, clone, delete) and the dashboards
 * list (new, move, delete). Each goes through the outbox (docs/offline.md): shown at once on
 * every page, sent now or when the connection is back, applied once. Saves name the version they
 * were made on, so a newer save made elsewhere is merged, or (changing the same things) left to
 * the user's choice online and kept beside this one offline: never lost.
 */

/** Whether the address shows this dashboard now (/dashboards/{uuid}, compared without case). */
export function isOpenDashboard(pathname: string, uuid: string): boolean {
  return pathname.toLowerCase() === `/dashboards/${uuid.toLowerCase()}`
}

/** The toast of a write's outcome; a conflict has the outbox's own notice. */
function toastSaved(result: SubmitResult, saved: string): void {
  if (result === 'done') toast.success(saved)
  else if (result === 'queued') toast.success(dashboardToasts.savedOnDevice)
}

/**
 * Save: the whole dashboard as edited, made on the version read (If-Match). Answers the
 * dashboard as it now shows, for the page to mark saved.
 */
export function useSaveDashboard() {
  return useMutation({
    mutationFn: async ({
      saved,
      content,
    }: {
      saved: DashboardDocument
      content: DashboardContent
    }) => {
      const result = await submitOperation({
        kind: 'dashboard.update',
        target: saved.uuid,
        payload: { data: content },
        baseVersion: saved.version,
        base: { categoryUuid: saved.categoryUuid, data: saved.data },
        label: `Saved dashboard “${content.meta.name}”`,
        // Online, a clash with a newer version is the user's choice (the conflict dialog).
        onConflict: 'ask',
      })
      const document: DashboardDocument = { ...saved, data: content, updatedAt: Date.now() }
      return { document, result }
    },
    onSuccess: ({ result }) => toastSaved(result, dashboardToasts.saved),
    onError: (error) => toastWriteFailure(dashboardToasts.updateFailed, error),
  })
}

export interface CreateDashboardInput {
  content: DashboardContent
  /** A category's uuid, or "uncategorized" (the default). */
  categoryUuid?: string
  /**
   * Open the new dashboard once created (the default). A new dashboard's page opens it itself
   * once its edit is marked saved, so that leaving it does not ask about unsaved changes.
   */
  open?: boolean
}

/**
 * Create (a new dashboard's first save, the list's New dashboard, a clone) under a uuid made
 * here, so it opens at once — offline too — and later edits can name it before the server has
 * it (app.md section 4: the new one goes on top of the list at once).
 */
export function useCreateDashboard() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: async ({ content, categoryUuid = uncategorized }: CreateDashboardInput) => {
      const uuid = crypto.randomUUID()
      const payload = { clientUuid: uuid, categoryUuid, data: content }
      const result = await submitOperation({
        kind: 'dashboard.create',
        target: uuid,
        payload,
        baseVersion: null,
        label: `Created dashboard “${content.meta.name}”`,
      })
      const asset = content.meta.asset ?? undefined
      const now = Date.now()
      const document: DashboardDocument = queryClient.getQueryData(
        dashboardQuery(uuid, asset).queryKey,
      ) ?? {
        uuid,
        slug: null,
        categoryUuid,
        type: 'user',
        data: createDashboardRequestSchema.parse(payload).data,
        isOwner: true,
        isPreset: false,
        version: 1,
        createdAt: now,
        updatedAt: now,
      }
      return { document, result }
    },
    onSuccess: async ({ document, result }, { open }) => {
      if (result === 'queued') toast.success(dashboardToasts.savedOnDevice)
      if (open === false) return
      await router.navigate({
        to: '/dashboards/$uuid',
        params: { uuid: document.uuid },
        search: { a: document.data.meta.asset ?? undefined },
      })
    },
    onError: (error) => toastWriteFailure(dashboardToasts.createFailed, error),
  })
}

/** The dashboard as this app holds it at `version` (any asset's copy), if it holds it. */
function shownDashboard(
  queryClient: QueryClient,
  uuid: string,
  version: number,
): DashboardDocument | undefined {
  return queryClient
    .getQueriesData<DashboardDocument>({ queryKey: dashboardQuery(uuid).queryKey.slice(0, 3) })
    .map(([, document]) => document)
    .find((document) => document?.version === version)
}

/**
 * Delete, made on the version read: "Deleted", and when it is the dashboard open the page goes
 * to /dashboards (which opens the asset overview), keeping the asset.
 */
export function useDeleteDashboard() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ uuid, version, name }: { uuid: string; version: number; name: string }) => {
      const shown = shownDashboard(queryClient, uuid, version)
      const deleting = submitOperation({
        kind: 'dashboard.delete',
        target: uuid,
        baseVersion: version,
        // A newer version that differs from what the user saw only in its number (this app's
        // own save landed after the list was read) is deleted, not kept with a notice.
        ...(shown ? { base: { categoryUuid: shown.categoryUuid, data: shown.data } } : {}),
        label: `Deleted dashboard “${name}”`,
      })
      const { pathname, search } = router.state.location
      // It is gone from every list at once: leave its page rather than show what was deleted.
      if (isOpenDashboard(pathname, uuid)) {
        void router.navigate({ to: '/dashboards', search: search.a ? { a: search.a } : {} })
      }
      return deleting
    },
    onSuccess: (result) => toastSaved(result, dashboardToasts.deleted),
    onError: (error) => toastWriteFailure(dashboardToasts.deleteFailed, error),
  })
}

/**
 * Files a dashboard under another category. PUT takes the whole dashboard, so it is sent as held
 * (read first when this page has not read it yet) with only its category changed.
 */
export function useMoveDashboard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ uuid, categoryUuid }: { uuid: string; categoryUuid: string }) => {
      const document = await queryClient.ensureQueryData(dashboardQuery(uuid))
      return submitOperation({
        kind: 'dashboard.update',
        target: document.uuid,
        payload: { categoryUuid, data: document.data },
        baseVersion: document.version,
        base: { categoryUuid: document.categoryUuid, data: document.data },
        label: `Moved dashboard “${document.data.meta.name}”`,
      })
    },
    onSuccess: (result) => toastSaved(result, dashboardToasts.moved),
    onError: (error) => toastWriteFailure(dashboardToasts.updateFailed, error),
  })
}
