import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastState } from '@/lib/ui/toastStore'
import { AccountSettings } from './AccountSettings'
import { signedOutMessage } from './settingsQueries'
import { failure, json, renderWithRouter, stubApi, testUser } from './settingsTestHarness'

const assign = vi.fn()

beforeEach(() => {
  toastState.items.splice(0)
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  assign.mockReset()
})

const toasts = () =>
  toastState.items.map(({ kind, title, description }) => ({ kind, title, description }))
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false })
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

describe('AccountSettings', () => {
  it('shows email, newsletter and plan from the user info', async () => {
    stubApi({ 'GET /v1/user/info': () => json(200, { ...testUser, plan: 'advanced' }) })
    renderWithRouter(<AccountSettings />)
    expect(
      (await screen.findByLabelText<HTMLInputElement>('First name', { exact: false })).value,
    ).toBe('Ada')
    expect(field('Last name').value).toBe('Lovelace')
    const facts = screen.getByText('Email').closest('dl') as HTMLElement
    expect(within(facts).getByText('ada@example.com')).toBeTruthy()
    expect(within(facts).getByText('Subscribed')).toBeTruthy()
    expect(within(facts).getByText(/^Advanced/)).toBeTruthy()
  })

  it('says so when the answer is the guest one (signed out in another tab)', async () => {
    stubApi({ 'GET /v1/user/info': () => json(200, null) })
    renderWithRouter(<AccountSettings />)
    expect(await screen.findByText('Could not load your account')).toBeTruthy()
    expect(screen.getByText(signedOutMessage)).toBeTruthy()
  })

  it('refuses an empty name with the shared schema message and sends nothing', async () => {
    const api = stubApi({ 'GET /v1/user/info': () => json(200, testUser) })
    renderWithRouter(<AccountSettings />)
    await screen.findByLabelText('First name', { exact: false })
    type('First name', '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('First name is required')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(field('First name')))
    expect(field('First name').getAttribute('aria-invalid')).toBe('true')
    expect(api.callsTo('PATCH /v1/user/info')).toHaveLength(0)
  })

  it('saves trimmed names, says so, and shows what the server stored', async () => {
    const api = stubApi({
      'GET /v1/user/info': () => json(200, testUser),
      'PATCH /v1/user/info': (init) =>
        json(200, { ...testUser, ...(JSON.parse(String(init?.body)) as object) }),
    })
    renderWithRouter(<AccountSettings />)
    await screen.findByLabelText('First name', { exact: false })
    type('First name', '  Grace ')
    type('Last name', 'Hopper')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() =>
      expect(toasts()).toEqual([
        { kind: 'success', title: 'Your changes have been saved', description: undefined },
      ]),
    )
    const [patch] = api.callsTo('PATCH /v1/user/info')
    expect(JSON.parse(String(patch?.init?.body))).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
    })
    expect(field('First name').value).toBe('Grace')
  })

  it('shows the error toast of section 8 when saving fails', async () => {
    stubApi({
      'GET /v1/user/info': () => json(200, testUser),
      'PATCH /v1/user/info': () => failure(500, 'Internal Server Error'),
    })
    renderWithRouter(<AccountSettings />)
    await screen.findByLabelText('First name', { exact: false })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error updating user details',
          description: 'Internal Server Error',
        },
      ]),
    )
  })

  it('deletes the account only after DELETE is typed, then leaves for the logout route', async () => {
    const api = stubApi({
      'GET /v1/user/info': () => json(200, testUser),
      'POST /v1/user/delete_account': () => json(200, { ok: true }),
    })
    renderWithRouter(<AccountSettings />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete account' })
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Delete account',
    })
    expect(confirm.disabled).toBe(true)

    const input = within(dialog).getByLabelText('Type DELETE to confirm')
    fireEvent.change(input, { target: { value: 'delete' } })
    fireEvent.submit(confirm.closest('form') as HTMLFormElement)
    expect(confirm.disabled).toBe(true)
    expect(api.callsTo('POST /v1/user/delete_account')).toHaveLength(0)

    fireEvent.change(input, { target: { value: 'DELETE' } })
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/logout'))
    expect(api.callsTo('POST /v1/user/delete_account')).toHaveLength(1)
  })

  it('keeps the user here with an error toast when deletion fails', async () => {
    stubApi({
      'GET /v1/user/info': () => json(200, testUser),
      'POST /v1/user/delete_account': () => failure(403, 'Cross-site request refused'),
    })
    renderWithRouter(<AccountSettings />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete account' })
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }))
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Error deleting account',
          description: 'Cross-site request refused',
        },
      ]),
    )
    expect(assign).not.toHaveBeenCalled()
  })

  it('asks a paying user to cancel the subscription first', async () => {
    stubApi({
      'GET /v1/user/info': () =>
        json(200, { ...testUser, plan: 'advanced', products: ['advanced'] }),
    })
    renderWithRouter(<AccountSettings />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }))
    expect(screen.getByRole('note').textContent).toMatch(/Cancel the subscription under Billing/)
  })
})
