import { useQuery } from '@tanstack/react-query'
import type { AlertSource } from '@/core/api/alerts'
import { chartDocumentQuery } from '@/lib/udm/udmQueries'

/** What a formula alert watches, in the dialog: the formula and, once read, its workbench. */
export function FormulaSourceText({
  source,
  formulaName,
}: {
  source: AlertSource
  formulaName: string
}) {
  const workbench = useQuery(chartDocumentQuery(source.chartUuid))
  return (
    <p className="alert-form-source">
      Watches formula <strong>{source.item}</strong>
      {formulaName ? <>, “{formulaName}”,</> : null} of your workbench
      {workbench.data ? (
        <>
          {' '}
          <strong>{workbench.data.name}</strong>
        </>
      ) : null}
      .
    </p>
  )
}
