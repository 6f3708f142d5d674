import { test as base, expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * Every page in the suite records Content-Security-Policy violations and uncaught errors; a test
 * fails if the app caused any, so the strict CSP is checked on every screen we visit.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = []
    await page.addInitScript(() => {
      window.__cspViolations = []
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations?.push(
          `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        )
      })
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        problems.push(`csp: ${message.text()}`)
      }
    })
    await use(page)
    const violations = await page
      .evaluate(() => window.__cspViolations ?? [])
      .catch(() => [] as string[])
    expect([...problems, ...violations.map((v) => `csp: ${v}`)]).toEqual([])
  },
})

export { expect }

/** The pathname and search of the page, once the router has settled. */
export async function settledUrl(page: Page): Promise<URL> {
  await page.waitForLoadState('networkidle')
  return new URL(page.url())
}
