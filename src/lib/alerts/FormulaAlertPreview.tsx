import { useQuery } from '@tanstack/react-query'
import type { AlertInput, AlertSource } from '@/core/api/alerts'
import { errorMessage } from '@/lib/api/apiError'
import { formulaSeriesQuery } from './alertQueries'
import { PreviewView, type PreviewSource } from './AlertPreview'

/**
 * A formula alert's preview: the formula's own series as the server evaluates it for the alert
 * (GET /v1/alerts/formula-series), each period read at its final value (a formula has no
 * 10-minute steps to read inside a period), which the preview says.
 */
export function FormulaAlertPreview({ input, source }: { input: AlertInput; source: AlertSource }) {
  const data = useQuery(formulaSeriesQuery(source, input.resolution))
  const state: PreviewSource = data.isPending
    ? { status: 'loading' }
    : data.isError
      ? { status: 'error', message: errorMessage(data.error) }
      : { status: 'data', series: data.data }
  return (
    <PreviewView
      input={input}
      source={state}
      label={`Formula ${source.item}, ${input.metricName}, last year, with the alert's firings`}
    />
  )
}
