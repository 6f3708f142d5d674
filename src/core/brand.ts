/**
 * The product's public domain, a placeholder (`.example` is reserved for them) that the legal
 * pages show until the operator enters their own. Contact addresses and social profiles are the
 * deployment's configuration (src/core/siteLinks.ts).
 */
export const productDomain = 'onchainstudio.example'

/** The product's name as images and exports carry it. */
export const productName = 'Onchain Studio'
