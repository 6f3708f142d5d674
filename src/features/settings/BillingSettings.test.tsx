import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BillingInfo, Invoice } from '@/core/api/payments'
import { setAnalyticsSink, flush, type AnalyticsMessage } from '@/lib/analytics/analytics'
import { toastState } from '@/lib/ui/toastStore'
import { BillingSettings } from './BillingSettings'
import {
  failure,
  json,
  renderWithRouter,
  stubApi,
  testUser,
  type Handler,
} from './settingsTestHarness'

const periodEnd = Date.UTC(2026, 5, 30)
const advanced: BillingInfo = {
  plan: 'advanced',
  billingCycle: 'yearly',
  canceled: false,
  currentPeriodEnd: periodEnd,
  card: { brand: 'visa', last4: '4242', expiry: '12/30' },
  nextPayment: { amount: 58800, currency: 'USD', date: periodEnd },
  paymentMethod: 'card',
  provider: 'paddle',
}
const noSubscription: BillingInfo = {
  plan: null,
  billingCycle: null,
  canceled: false,
  currentPeriodEnd: null,
  card: null,
  nextPayment: null,
  paymentMethod: null,
  provider: null,
}
const invoice: Invoice = {
  id: 'txn_1',
  invoiceNumber: 'INV-0001',
  status: 'completed',
  amount: 58800,
  currency: 'USD',
  createdAt: Date.UTC(2025, 5, 30),
}
const advancedUser = { ...testUser, plan: 'advanced', products: ['advanced'] }
const cancelled = {
  ok: true,
  previousPlan: 'advanced',
  currentPlan: 'advanced',
  effectiveAt: periodEnd,
}

const tracked: AnalyticsMessage[] = []
beforeEach(() => {
  toastState.items.splice(0)
  tracked.splice(0)
  setAnalyticsSink((batch) => tracked.push(...batch))
})
afterEach(() => {
  cleanup()
  setAnalyticsSink(null)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const toasts = () => toastState.items.map((t) => `${t.kind}: ${t.title}`)

function stubBilling(routes: Record<string, Handler> = {}) {
  let billing = advanced
  return stubApi({
    'GET /v1/user/info': () => json(200, advancedUser),
    'GET /payments/v1/customer/billing_info': () => json(200, billing),
    'GET /payments/v1/customer/invoices': () => json(200, [invoice]),
    'POST /payments/v1/customer/cancel_active_sub': () => {
      billing = { ...advanced, canceled: true, nextPayment: null }
      return json(200, cancelled)
    },
    'POST /surveys/add': () => json(201, {}),
    ...routes,
  })
}

async function openCancelDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
  return screen.getByRole('dialog', { name: 'Cancel subscription' })
}

describe('BillingSettings', () => {
  it('shows plan, cycle, next payment, card and invoices', async () => {
    stubBilling()
    renderWithRouter(<BillingSettings />)
    const facts = (await screen.findByText('Billing cycle')).closest('dl') as HTMLElement
    const value = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent
    expect(value('Plan')).toBe('Advanced')
    expect(value('Billing cycle')).toBe('Yearly')
    expect(value('Status')).toBe('Active')
    expect(value('Next payment')).toBe('$588.00 on 2026-06-30')
    expect(value('Payment method')).toBe('Visa ending in 4242, expires 12/30')
    const row = (await screen.findByText('INV-0001')).closest('tr') as HTMLElement
    expect(row.textContent).toBe('2025-06-30INV-0001$588.00Paid')
  })

  it('leaves the invoices out, silently, when they fail to load', async () => {
    stubBilling({ 'GET /payments/v1/customer/invoices': () => failure(500, 'Boom') })
    renderWithRouter(<BillingSettings />)
    await screen.findByText('Billing cycle')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull())
    expect(toasts()).toEqual([])
  })

  it('offers pricing to an account without a subscription and says there are no invoices', async () => {
    stubApi({
      'GET /v1/user/info': () =>
        json(200, { ...testUser, plan: 'standard', products: ['standard'] }),
      'GET /payments/v1/customer/billing_info': () => json(200, noSubscription),
      'GET /payments/v1/customer/invoices': () => json(200, []),
    })
    renderWithRouter(<BillingSettings />)
    expect((await screen.findByText(/You are on the/)).textContent).toBe(
      'You are on the Standard plan, without a subscription.',
    )
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe(
      '/pricing',
    )
    expect(await screen.findByText('No invoices yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  })

  it('cancels with the survey, tracks the plans, and shows the cancelled state', async () => {
    const api = stubBilling()
    renderWithRouter(<BillingSettings />)
    const dialog = await openCancelDialog()
    expect(within(dialog).getByText(/You keep your Advanced plan until 2026-06-30/)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling? (optional)'), {
      target: { value: 'too_expensive' },
    })
    fireEvent.change(within(dialog).getByLabelText(/Anything else/), {
      target: { value: ' Back next bull run ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))

    expect(await screen.findByText('Cancelled: your plan ends on 2026-06-30')).toBeTruthy()
    expect(toasts()).toEqual(['success: Your subscription has been cancelled'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
    const [survey] = api.callsTo('POST /surveys/add')
    expect(Object.fromEntries(new URLSearchParams(String(survey?.init?.body)))).toEqual({
      surveyType: 'cancellationSurveyV2',
      reason: 'too_expensive',
      comment: 'Back next bull run',
    })
    expect(api.calls.map((c) => c.key)).toContain('POST /payments/v1/customer/cancel_active_sub')
    expect(api.callsTo('GET /v1/user/info')).toHaveLength(2)
    flush()
    expect(tracked).toContainEqual(
      expect.objectContaining({
        type: 'track',
        name: 'subscription_cancel',
        properties: { previousPlan: 'advanced', currentPlan: 'advanced', effectiveAt: periodEnd },
      }),
    )
  })

  it('cancels without survey answers, and a failing survey does not stop the cancel', async () => {
    const withoutAnswers = stubBilling()
    renderWithRouter(<BillingSettings />)
    fireEvent.click(within(await openCancelDialog()).getByRole('button', { name: /^Cancel sub/ }))
    await screen.findByText(/^Cancelled/)
    expect(withoutAnswers.callsTo('POST /surveys/add')).toHaveLength(0)
    cleanup()
    toastState.items.splice(0)

    const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failingSurvey = stubBilling({ 'POST /surveys/add': () => failure(500, 'Down') })
    renderWithRouter(<BillingSettings />)
    const dialog = await openCancelDialog()
    fireEvent.change(within(dialog).getByLabelText(/Anything else/), {
      target: { value: 'Too few assets' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await waitFor(() => expect(toasts()).toEqual(['success: Your subscription has been cancelled']))
    const [survey] = failingSurvey.callsTo('POST /surveys/add')
    expect(new URLSearchParams(String(survey?.init?.body)).get('reason')).toBe('other')
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'Down' }))
  })

  it('keeps the dialog open with the error toast of section 8 when the cancel fails', async () => {
    stubBilling({
      'POST /payments/v1/customer/cancel_active_sub': () =>
        failure(404, 'No active subscription to cancel'),
    })
    renderWithRouter(<BillingSettings />)
    const dialog = await openCancelDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        'error: Error while canceling your subscription. Please try again.',
      ]),
    )
    expect(toastState.items[0]?.description).toBe('No active subscription to cancel')
    expect(screen.getByRole('dialog', { name: 'Cancel subscription' })).toBeTruthy()
    flush()
    expect(tracked).toEqual([])
  })

  it('shows PayPal and no cancel button for a cancelled subscription', async () => {
    stubBilling({
      'GET /payments/v1/customer/billing_info': () =>
        json(200, {
          ...advanced,
          canceled: true,
          nextPayment: null,
          card: null,
          paymentMethod: 'paypal',
        }),
    })
    renderWithRouter(<BillingSettings />)
    expect(await screen.findByText('PayPal')).toBeTruthy()
    expect(screen.getByText('Cancelled: your plan ends on 2026-06-30')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
  })
})
