import type { QueryClient } from '@tanstack/react-query'
import {
  createChartRequestSchema,
  metricAssets,
  updateChartRequestSchema,
  type ChartDocument,
  type ChartInput,
  type ChartSummary,
} from '@/core/api/udm'
import type { Operation } from '@/core/sync/operations'
import { ownChartDocument } from '@/lib/udm/chartOperations'
import { chartListQuery, udmCategoriesQuery, udmKey } from '@/lib/udm/udmQueries'

/* Queued chart and workbench writes shown in the cache (see dashboardEdits.ts). */

const chartKey = (uuid: string) => [...udmKey, 'chart', uuid.toLowerCase()]

function inputOf(op: Operation): ChartInput | undefined {
  if (op.kind === 'chart.create') {
    const parsed = createChartRequestSchema.safeParse(op.payload)
    if (!parsed.success) return undefined
    const { clientUuid: _clientUuid, ...input } = parsed.data
    return input
  }
  const parsed = updateChartRequestSchema.safeParse(op.payload)
  return parsed.success ? parsed.data.data : undefined
}

function summaryOf(
  uuid: string,
  input: ChartInput,
  held: Pick<ChartSummary, 'version' | 'createdAt' | 'category'> | undefined,
  now: number,
): ChartSummary {
  const assets = metricAssets(input.items)
  return {
    uuid,
    name: input.name,
    description: input.description,
    configType: input.configType,
    categoryUuid: input.categoryUuid,
    category: held?.category?.uuid === input.categoryUuid ? held.category : null,
    itemCount: input.items.length,
    assets,
    isMultiAsset: assets.length > 1,
    version: held?.version ?? 1,
    createdAt: held?.createdAt ?? now,
    updatedAt: now,
  }
}

export function applyChartEdit(queryClient: QueryClient, op: Operation, now: number): void {
  const uuid = op.target
  if (op.kind === 'chart.delete') {
    queryClient.setQueryData(chartListQuery.queryKey, (list) =>
      list?.filter((chart) => chart.uuid !== uuid),
    )
    queryClient.removeQueries({ queryKey: chartKey(uuid) })
    return
  }
  const input = inputOf(op)
  if (input === undefined) return
  const document = (held: ChartDocument | undefined): ChartDocument =>
    ownChartDocument(uuid, input, {
      version: held?.version ?? 1,
      createdAt: held?.createdAt ?? op.createdAt,
      updatedAt: now,
    })
  queryClient.setQueryData<ChartDocument>(chartKey(uuid), (held) =>
    held !== undefined || op.kind === 'chart.create' ? document(held) : held,
  )
  let before: string | null | undefined
  queryClient.setQueryData(chartListQuery.queryKey, (list) => {
    if (list === undefined) return list
    const held = list.find((chart) => chart.uuid === uuid)
    before = held?.categoryUuid
    const entry = summaryOf(uuid, input, held, now)
    return held === undefined
      ? [entry, ...list]
      : list.map((chart) => (chart.uuid === uuid ? entry : chart))
  })
  if (before !== undefined && before !== input.categoryUuid) {
    queryClient.setQueryData(udmCategoriesQuery.queryKey, (list) =>
      list?.map((category) => {
        if (category.uuid === input.categoryUuid) {
          return { ...category, chartCount: category.chartCount + 1 }
        }
        if (category.uuid === before) {
          return { ...category, chartCount: Math.max(0, category.chartCount - 1) }
        }
        return category
      }),
    )
  }
}
