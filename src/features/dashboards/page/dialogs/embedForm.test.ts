import { describe, expect, it } from 'vitest'
import { checkEmbedForm } from './embedForm'

describe('checkEmbedForm', () => {
  it('accepts an allowed video link and trims the fields', () => {
    expect(
      checkEmbedForm('video', { title: ' Recap ', url: ' https://youtu.be/dQw4w9WgXcQ ' }),
    ).toEqual({ ok: true, values: { title: 'Recap', url: 'https://youtu.be/dQw4w9WgXcQ' } })
  })

  it('puts the allow-list refusal under the address', () => {
    const result = checkEmbedForm('video', { title: '', url: 'https://evil.example/v' })
    expect(result).toEqual({
      ok: false,
      errors: { url: expect.stringContaining('This video host is not supported') },
    })
  })

  it('requires an address and checks reports against their own list', () => {
    expect(checkEmbedForm('video', { title: '', url: '' })).toMatchObject({
      errors: { url: 'Field is required' },
    })
    expect(
      checkEmbedForm('lookerEmbed', { title: '', url: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toMatchObject({ ok: false })
  })
})
