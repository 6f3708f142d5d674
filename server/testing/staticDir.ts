import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A throwaway STATIC_DIR shaped like the vite + vite-plugin-pwa build output. */
export function createStaticDir(options: { withShell?: boolean } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-static-test-'))
  const files: Record<string, string> = {
    'assets/index-3f2a1b.js': 'console.log("app")\n',
    'assets/index-9c8d7e.css': 'body{margin:0}\n',
    'sw.js': 'self.addEventListener("install",()=>{})\n',
    'registerSW.js': 'navigator.serviceWorker.register("/sw.js")\n',
    'manifest.webmanifest': '{"name":"Onchain Studio"}\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  }
  if (options.withShell !== false) {
    files['index.html'] = '<!doctype html><title>Onchain Studio</title><div id="root"></div>\n'
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
