import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('the contact and social links of the configuration', () => {
  it('names each mailbox by its variable', () => {
    const { links } = loadConfig({
      SUPPORT_EMAIL: 'help@studio.example.com',
      SALES_EMAIL: ' sales@studio.example.com ',
      PRIVACY_EMAIL: 'dpo@studio.example.com',
      SECURITY_EMAIL: 'security@studio.example.com',
      PRESS_EMAIL: '',
    })
    expect(links.emails).toEqual({
      support: 'help@studio.example.com',
      sales: 'sales@studio.example.com',
      privacy: 'dpo@studio.example.com',
      security: 'security@studio.example.com',
      // Empty is unset.
      press: null,
    })
  })

  it('refuses what is not one plain address, naming the variable', () => {
    for (const value of [
      'help',
      'Studio <help@example.com>',
      'a@b.com,c@d.com',
      'a@b.com\nBcc: x@y.z',
    ]) {
      expect(() => loadConfig({ SUPPORT_EMAIL: value })).toThrow(/SUPPORT_EMAIL must be an email/)
    }
  })

  it('lists social profiles in order, named by their network or as given', () => {
    const { links } = loadConfig({
      SOCIAL_LINKS:
        'https://x.com/studio,https://www.linkedin.com/company/studio , Mastodon=https://mastodon.social/@studio,https://example.org/feed',
    })
    expect(links.social).toEqual([
      { label: 'X', url: 'https://x.com/studio' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/company/studio' },
      { label: 'Mastodon', url: 'https://mastodon.social/@studio' },
      { label: 'example.org', url: 'https://example.org/feed' },
    ])
  })

  it('refuses a profile that is not an https address', () => {
    expect(() => loadConfig({ SOCIAL_LINKS: 'http://x.com/studio' })).toThrow(
      /SOCIAL_LINKS must be comma-separated https addresses/,
    )
    expect(() => loadConfig({ SOCIAL_LINKS: 'javascript:alert(1)' })).toThrow(/SOCIAL_LINKS/)
  })
})
