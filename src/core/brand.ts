/**
 * The product's public domain and contact addresses, in one place. `.example` is reserved for
 * placeholders: the operator of a deployment replaces it with their own domain.
 */
export const productDomain = 'onchainstudio.example'

/** The product's name as images and exports carry it. */
export const productName = 'Onchain Studio'

export const contactEmails = {
  support: `support@${productDomain}`,
  privacy: `privacy@${productDomain}`,
  sales: `sales@${productDomain}`,
  security: `security@${productDomain}`,
  press: `press@${productDomain}`,
} as const
