let asked = false

/**
 * Asks once per page for persistent storage, so the browser does not clear the offline series
 * store under storage pressure. Chromium grants it without a prompt to installed or frequently
 * used sites; a refusal changes nothing else.
 */
export function requestPersistentStorage(): void {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return
  asked = true
  void navigator.storage.persisted().then((persisted) => {
    if (!persisted) void navigator.storage.persist()
  })
}
