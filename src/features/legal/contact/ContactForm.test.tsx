import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadClientConfig } from '@/lib/config/clientConfig'
import { failure, json, renderAt, signedInUser, stubApi } from '@/lib/testing/apiTestHarness'
import { ContactPage } from '../ContactPage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

type Routes = Parameters<typeof stubApi>[0]

async function renderContact(
  topic: 'support' | 'feedback' | undefined,
  routes: Routes = {},
  config: object = {},
) {
  const api = stubApi({
    'GET /v1/user/info': () => json(200, null),
    'GET /v1/client-config': () => json(200, config),
    ...routes,
  })
  const { queryClient } = renderAt(
    '/contact',
    <ContactPage topic={topic} referrer="/charts/MarketMvrv?a=LTC" />,
  )
  await reloadClientConfig(queryClient)
  const form = await screen.findByRole('form', { name: 'Write to us' })
  return { api, form }
}

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } })

describe('the contact form', () => {
  it('opens on the topic of the link and sends the message with the page it came from', async () => {
    const { api, form } = await renderContact('feedback', {
      'POST /v1/forms/contact': () => json(201, { id: 'm-1' }),
    })
    expect(within(form).getByLabelText<HTMLSelectElement>('Topic', { exact: false }).value).toBe(
      'feedback',
    )
    fill(form, 'Name', 'Grace Hopper')
    fill(form, 'Email', 'grace@fund.example')
    fill(form, 'Message', 'A dark PNG export, please.')
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Thank you, your message is on its way')).toBeTruthy()
    expect(api.bodyOf('POST /v1/forms/contact')).toEqual({
      topic: 'feedback',
      name: 'Grace Hopper',
      email: 'grace@fund.example',
      message: 'A dark PNG export, please.',
      page: '/charts/MarketMvrv?a=LTC',
    })
  })

  it('starts with a signed-in user’s name and email', async () => {
    const { form } = await renderContact('support', {
      'GET /v1/user/info': () => json(200, signedInUser),
    })
    expect(within(form).getByLabelText<HTMLInputElement>('Name', { exact: false }).value).toBe(
      'Ada Lovelace',
    )
    expect(within(form).getByLabelText<HTMLInputElement>('Email', { exact: false }).value).toBe(
      'ada@example.com',
    )
  })

  it('names every missing field and sends nothing', async () => {
    const { api, form } = await renderContact(undefined)
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }))
    expect(await within(form).findAllByText('Field is required')).toHaveLength(3)
    expect(api.callsTo('POST /v1/forms/contact')).toHaveLength(0)
  })

  it('shows why a send was refused, and keeps what was typed', async () => {
    const { form } = await renderContact('support', {
      'POST /v1/forms/contact': () => failure(429, 'Too many requests, retry in 540 s'),
    })
    fill(form, 'Name', 'Grace')
    fill(form, 'Email', 'grace@fund.example')
    fill(form, 'Message', 'Hello')
    fireEvent.click(within(form).getByRole('button', { name: 'Send message' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many requests, retry in 540 s',
    )
    expect(
      within(form).getByLabelText<HTMLTextAreaElement>('Message', { exact: false }).value,
    ).toBe('Hello')
  })
})

describe('the contact addresses', () => {
  it('are the configured mailboxes, and the form on their topic where none is configured', async () => {
    await renderContact(undefined, {}, { contactEmails: { support: 'help@studio.example.com' } })
    const support = await screen.findByRole('link', { name: 'help@studio.example.com' })
    expect(support.getAttribute('href')).toBe('mailto:help@studio.example.com')
    const privacy = screen.getByRole('region', { name: 'Privacy and data protection' })
    expect(
      within(privacy).getByRole('link', { name: 'us with the contact form' }).getAttribute('href'),
    ).toBe('/contact?topic=privacy#write-to-us')
    expect(document.querySelectorAll('a[href^="mailto:"]')).toHaveLength(1)
  })
})
