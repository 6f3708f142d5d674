import { productDomain } from '@/core/brand'

/**
 * Who operates this deployment of Onchain Studio. Every deployment is run by someone, and the
 * legal pages must name them: the operator replaces the placeholder values below (and sets
 * `isPlaceholder` to false) before opening the service to the public. Its mailboxes are
 * configuration (SUPPORT_EMAIL, …; MailLink.tsx), shown only when set.
 */
export const legalDomain = productDomain

export const legalEntity = {
  /** True while the address and registration below are still the shipped placeholders. */
  isPlaceholder: true,
  productName: 'Onchain Studio',
  operatorName: 'Onchain Studio',
  legalForm: '[Legal form, configured by the operator of this deployment]',
  address: [
    '[Street and number, configured by the operator of this deployment]',
    '[Postal code and city]',
    '[Country]',
  ],
  representative: '[Managing director, configured by the operator of this deployment]',
  registration: '[Commercial register and number, configured by the operator of this deployment]',
  vatId: '[VAT identification number, configured by the operator of this deployment]',
  governingLaw: '[Country or state, configured by the operator of this deployment]',
  courts: '[Place of jurisdiction, configured by the operator of this deployment]',
} as const

/** Dates of the current versions of the legal texts (ISO, YYYY-MM-DD). */
export const legalVersionDate = '2026-11-21'
