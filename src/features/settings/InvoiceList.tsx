import { useQuery } from '@tanstack/react-query'
import type { TransactionStatus } from '@/core/api/payments'
import { formatDate } from '@/core/format/date'
import { EmptyState } from '@/lib/ui/EmptyState'
import { formatMoney } from '@/core/format/money'
import { SettingsLoading } from './SectionStates'
import { invoicesQuery } from './settingsQueries'

const statusLabels: Record<TransactionStatus, string> = {
  completed: 'Paid',
  disputed: 'Disputed',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
}

/**
 * The user's invoices, newest first. A failure is ignored (app.md section 8): the last list read
 * stays, and without one the card is left out.
 */
export function InvoiceList() {
  const { data: invoices, isError } = useQuery(invoicesQuery)
  if (!invoices && isError) return null
  return (
    <section className="card" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Invoices</h2>
      {!invoices ? (
        <SettingsLoading label="invoices" />
      ) : invoices.length === 0 ? (
        <EmptyState title="No invoices yet" />
      ) : (
        <div className="settings-table-wrap">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Invoice</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{formatDate(invoice.createdAt)}</td>
                  <td>{invoice.invoiceNumber ?? invoice.id}</td>
                  <td className="settings-amount">
                    {formatMoney(invoice.amount, invoice.currency)}
                  </td>
                  <td>{statusLabels[invoice.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
