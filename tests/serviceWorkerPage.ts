import type { Page } from '@playwright/test'

/**
 * Waits until the app's service worker controls the page: from then on its caches and the
 * outbox's Background Sync answer for it, offline too.
 */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      )
    }
  })
}
