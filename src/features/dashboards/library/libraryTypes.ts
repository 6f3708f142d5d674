import { dashboardLimits } from '@/core/api/dashboards'
import { singleLineText } from '@/core/api/udmItems'

/*
 * The dashboard shapes the sidebar uses are the shared contract's (src/core/api/dashboards.ts);
 * this file adds the one rule the contract keeps inside its meta schema: the dashboard name.
 */
export type { DashboardCategory, DashboardDocument, DashboardSummary } from '@/core/api/dashboards'

const dashboardNameSchema = singleLineText(dashboardLimits.maxNameLength)

/** The first problem with a dashboard name by the server's own rule, or undefined when valid. */
export function dashboardNameError(name: string): string | undefined {
  const parsed = dashboardNameSchema.safeParse(name)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}
