import type { ChartSummary, UdmCategory } from '@/core/api/udm'
import type { StartAction } from '@/lib/documentLibrary/documentLibrary'

/** What the user picked from a chart's menu in the My charts list; one dialog answers each. */
export interface ChartAction {
  kind: 'moveChart' | 'cloneChart' | 'deleteChart'
  chart: ChartSummary
}

export type StartChartAction = StartAction<UdmCategory, ChartAction>
