import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OnboardingAnswers } from '@/core/api/surveys'
import type { DemoFormContext } from '@/core/demoForm'
import { toastState } from '@/lib/ui/toastStore'
import { DemoForm } from './DemoForm'

const fetchMock = vi.fn<typeof fetch>()

const ada = { firstName: 'Ada', email: 'ada@fund.example', plan: 'advanced' } as const
const answers: OnboardingAnswers = {
  role: 'portfolio_manager',
  experience: 'experienced',
  interests: ['market_cycles'],
  heardFrom: 'newsletter',
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  toastState.items.splice(0)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

function renderForm(context: DemoFormContext = { user: null, referrer: '/pricing' }) {
  const onSubmitted = vi.fn()
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <DemoForm context={context} onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  )
  return onSubmitted
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

function fillValidGuest() {
  type('First name', 'Grace')
  type('Last name', 'Hopper')
  type('Work email', 'grace@fund.example')
  type('Job title', 'Head of Research')
  type('Phone', '+442079460958')
  type('Institution type', 'fund')
  type('Company AUM', '10M-50M')
  type('Purchase timeline', 'asap')
  fireEvent.click(screen.getByRole('checkbox', { name: 'Risk management' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'Trend following' }))
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }))
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }))

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('DemoForm', () => {
  it('starts a guest empty with terms unchecked and shows every error on an empty submit', () => {
    renderForm()
    expect(screen.getByRole('form', { name: 'Schedule Demo Form' })).toBeTruthy()
    expect((screen.getByLabelText('First name', { exact: false }) as HTMLInputElement).value).toBe(
      '',
    )
    expect(
      (screen.getByRole('checkbox', { name: /I agree to the Terms/ }) as HTMLInputElement).checked,
    ).toBe(false)
    submit()
    expect(screen.getAllByText('Field is required')).toHaveLength(11)
    expect(screen.getByLabelText('Phone', { exact: false }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('checks a field when it is left', () => {
    renderForm()
    const phone = screen.getByLabelText('Phone', { exact: false })
    fireEvent.change(phone, { target: { value: '12345' } })
    expect(screen.queryByText(/Must start with/)).toBeNull()
    fireEvent.blur(phone)
    expect(screen.getByText('Must start with "+" followed by at least 8 digits')).toBeTruthy()
  })

  it('sends the submission, toasts success and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }))
    const onSubmitted = renderForm()
    fillValidGuest()
    submit()
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce())
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/v1/forms/enterprise')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      firstName: 'Grace',
      useCase: ['risk_management'],
      terms: true,
      receiveComms: false,
      isGuest: true,
      userPlan: 'guest',
      referrer: '/pricing',
    })
    expect(toastState.items).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: 'Submission successful!',
        description: 'Thanks for reaching out! Our sales team will contact you soon.',
      }),
    ])
  })

  it('shows server field errors under their fields and keeps the typed values', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        status: 400,
        error: 'Bad Request',
        message: 'Please correct the highlighted fields',
        fieldErrors: { email: 'Field must be an email' },
      }),
    )
    const onSubmitted = renderForm()
    fillValidGuest()
    submit()
    expect(await screen.findByText('Field must be an email')).toBeTruthy()
    expect(onSubmitted).not.toHaveBeenCalled()
    expect(toastState.items[0]).toMatchObject({ kind: 'error' })
    expect((screen.getByLabelText('Work email', { exact: false }) as HTMLInputElement).value).toBe(
      'grace@fund.example',
    )
    // Editing the field clears its server error.
    type('Work email', 'grace@fund.example.com')
    expect(screen.queryByText('Field must be an email')).toBeNull()
  })

  it('prefills a signed-in user and skips the questions the onboarding answered', () => {
    renderForm({ user: ada, onboarding: answers })
    expect((screen.getByLabelText('First name', { exact: false }) as HTMLInputElement).value).toBe(
      'Ada',
    )
    expect(screen.queryByRole('group', { name: /Use case/ })).toBeNull()
    expect(screen.queryByRole('group', { name: /Trading strategy/ })).toBeNull()
    expect(screen.getByText(/come from your onboarding answers/)).toBeTruthy()
    expect(screen.queryByRole('checkbox', { name: /I agree to the Terms/ })).toBeNull()
  })

  it('asks a signed-in user without onboarding answers for use case and trading strategy', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'x' }))
    const onSubmitted = renderForm({ user: ada, onboarding: null })
    expect(screen.getByRole('group', { name: /Use case/ })).toBeTruthy()
    expect(screen.getByRole('group', { name: /Trading strategy/ })).toBeTruthy()
    type('Last name', 'Lovelace')
    type('Job title', 'Head of Research')
    type('Phone', '+442079460958')
    type('Institution type', 'fund')
    type('Company AUM', '10M-50M')
    type('Purchase timeline', 'asap')
    submit()
    expect(screen.getAllByText('Field is required')).toHaveLength(2)
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Systematic trading' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Market neutral' }))
    submit()
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce())
    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      useCase: ['systematic_trading'],
      tradingStrategy: ['market_neutral'],
      isGuest: false,
    })
  })
})
