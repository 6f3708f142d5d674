import { z } from 'zod'
import { dashboardItemLimits } from '@/core/api/dashboardItems'
import { isAllowedReportUrl, isAllowedVideoUrl } from '@/core/dashboards/embedUrls'

/*
 * The title and address of a video or report item, checked before it reaches the dashboard:
 * the address must be one the allow-list can embed (the server refuses the others on save).
 */

export type EmbedKind = 'video' | 'lookerEmbed'

export const embedRefusals: Record<EmbedKind, string> = {
  video: 'This video host is not supported. Use a YouTube, Vimeo or Loom link.',
  lookerEmbed: 'This report cannot be embedded. Use a Looker Studio report link.',
}

export function embedFormSchema(kind: EmbedKind) {
  const allowed = kind === 'video' ? isAllowedVideoUrl : isAllowedReportUrl
  return z.object({
    title: z
      .string()
      .trim()
      .max(
        dashboardItemLimits.maxTitleLength,
        `Must be at most ${dashboardItemLimits.maxTitleLength} characters`,
      ),
    url: z
      .string()
      .trim()
      .min(1, 'Field is required')
      .max(dashboardItemLimits.maxUrlLength, 'This address is too long')
      .refine(allowed, embedRefusals[kind]),
  })
}

export type EmbedFormValues = z.output<ReturnType<typeof embedFormSchema>>

/** The form's errors by field, or the checked values. */
export function checkEmbedForm(
  kind: EmbedKind,
  values: { title: string; url: string },
):
  | { ok: true; values: EmbedFormValues }
  | { ok: false; errors: Partial<Record<'title' | 'url', string>> } {
  const result = embedFormSchema(kind).safeParse(values)
  if (result.success) return { ok: true, values: result.data }
  const errors: Partial<Record<'title' | 'url', string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if ((field === 'title' || field === 'url') && errors[field] === undefined) {
      errors[field] = issue.message
    }
  }
  return { ok: false, errors }
}
