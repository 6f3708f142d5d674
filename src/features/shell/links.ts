import { productDomain as siteDomain } from '@/core/brand'

/** Where the product's external resources live. */
export const externalLinks = {
  docs: `https://docs.${siteDomain}`,
  apiDocs: `https://docs.${siteDomain}/basic-api`,
  insights: `https://insights.${siteDomain}`,
  changelog: `https://docs.${siteDomain}/changelog`,
  support: `https://support.${siteDomain}`,
  feedback: `https://support.${siteDomain}/feedback`,
} as const

export const socialLinks = [
  { label: 'X', href: 'https://x.com/onchainstudio' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/onchain-studio' },
  { label: 'Telegram', href: 'https://t.me/onchainstudio' },
  { label: 'YouTube', href: 'https://www.youtube.com/@onchainstudio' },
] as const

export const resourcesMenu = [
  { key: 'docs', label: 'Docs', href: externalLinks.docs, external: true },
  { key: 'api', label: 'API docs', href: externalLinks.apiDocs, external: true },
  { key: 'catalog', label: 'Metric catalog', href: '/catalog', external: false },
] as const

export const footerLinks = [
  { label: 'Home', to: '/home' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Catalog', to: '/catalog' },
  { label: 'Insights', href: externalLinks.insights },
  { label: 'Docs', href: externalLinks.docs },
  { label: 'Changelog', href: externalLinks.changelog },
  { label: 'Support', href: externalLinks.support },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy-notice' },
  { label: 'Terms', to: '/terms-and-conditions' },
  { label: 'Impressum', to: '/impressum' },
  { label: 'Trust Center', to: '/trust-center' },
  { label: 'Cookie notice', to: '/cookie-notice' },
  { label: 'Disclaimer', to: '/bss-disclaimer' },
] as const
