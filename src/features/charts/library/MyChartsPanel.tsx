import { useParams } from '@tanstack/react-router'
import { MyDocumentsPanel } from '@/lib/documentLibrary/MyDocumentsPanel'
import { chartListQuery, udmCategoriesQuery } from '@/lib/udm/udmQueries'
import { ChartActionDialog } from './ChartActionDialog'
import { ChartEntry } from './ChartEntry'
import { chartLibrary } from './chartLibrary'
import { groupChartsByCategory } from './chartGroups'
import type { ChartAction, StartChartAction } from './libraryActions'
import './library.css'

/** The My charts tab: the signed-in user's saved charts; a guest is asked to log in. */
export function MyChartsPanel() {
  const { id: openId } = useParams({ strict: false })
  return (
    <MyDocumentsPanel
      library={chartLibrary}
      documentsQuery={chartListQuery}
      categoriesQuery={udmCategoriesQuery}
      group={groupChartsByCategory}
      entry={(chart, start: StartChartAction) => (
        <ChartEntry
          key={chart.uuid}
          chart={chart}
          open={openId?.toLowerCase() === chart.uuid}
          onAction={start}
        />
      )}
      dialog={(action: ChartAction, categories, onClose) => (
        <ChartActionDialog action={action} categories={categories} onClose={onClose} />
      )}
    />
  )
}
