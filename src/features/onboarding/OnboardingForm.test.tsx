import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OnboardingForm } from './OnboardingForm'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

function renderForm() {
  const onDone = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OnboardingForm onDone={onDone} />
    </QueryClientProvider>,
  )
  return onDone
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

function fillValid() {
  choose('Which best describes your role?', 'analyst')
  choose('How experienced are you', 'some')
  choose('How did you hear about us?', 'friend')
  fireEvent.click(screen.getByLabelText('Derivatives and futures'))
  fireEvent.click(screen.getByLabelText('Mining'))
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('OnboardingForm', () => {
  it('shows an error under each unanswered question and focuses the first', async () => {
    renderForm()
    submit()
    const role = screen.getByLabelText('Which best describes your role?', { exact: false })
    await waitFor(() => expect(document.activeElement).toBe(role))
    expect(role.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('Field is required')).toHaveLength(4)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the answers form-encoded, shows the pending state, then is done', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const onDone = renderForm()
    fillValid()
    submit()

    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' })).disabled,
    ).toBe(true)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/surveys/add')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      surveyType: 'onboardingSurvey',
      role: 'analyst',
      experience: 'some',
      interests: 'derivatives,mining',
      heardFrom: 'friend',
    })

    answer(json(201, {}))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
  })

  it("shows the server's field errors and keeps the answers", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        status: 400,
        error: 'Bad Request',
        message: 'Please answer the highlighted questions',
        fieldErrors: { role: 'Choose one of the options' },
      }),
    )
    const onDone = renderForm()
    fillValid()
    submit()
    expect((await screen.findByText('Choose one of the options')).id).toBe(
      screen
        .getByLabelText('Which best describes your role?', { exact: false })
        .getAttribute('aria-describedby'),
    )
    expect(screen.getByLabelText<HTMLInputElement>('Mining').checked).toBe(true)
    expect(onDone).not.toHaveBeenCalled()
  })
})
