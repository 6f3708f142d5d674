import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/*
 * A benchmark page (bench/chartRender, bench/formulaWorker), built with Vite's build API into a
 * temp dir and served from 127.0.0.1 for Chromium. Only the '@' alias of the app's config is
 * needed (as in vitest.config.ts): none of its plugins (router, PWA, React) take part. The port
 * is one the system picks free, so a run never collides with a dev server or another run.
 */

const alias = { '@': fileURLToPath(new URL('../src', import.meta.url)) }

export interface BuiltPage {
  url: string
  close(): Promise<void>
}

/**
 * A production build (minified, NODE_ENV=production for the libraries), as users get it. `base`
 * is the path the page is served under.
 */
export async function buildPage(root: string, outDir: string, base = '/'): Promise<void> {
  await build({
    configFile: false,
    root,
    base,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      // One bundle with ECharts and Chart.js in it; its size is not what is measured.
      chunkSizeWarningLimit: 4096,
    },
    // The app's workers are modules (`new Worker(url, { type: 'module' })`), built as such.
    worker: { format: 'es' },
  })
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/**
 * Builds the page in `bench/<dir>` and serves the build on a free port; close() stops and
 * deletes it. `contentSecurityPolicy`, when given, goes on every response, as the app's server
 * sends its own.
 */
export async function serveBenchPage(
  dir: string,
  options: { contentSecurityPolicy?: string } = {},
): Promise<BuiltPage> {
  const root = fileURLToPath(new URL(`./${dir}`, import.meta.url))
  const outDir = await mkdtemp(join(tmpdir(), `${dir}-bench-`))
  await buildPage(root, outDir)
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(outDir)) return void response.writeHead(403).end()
    readFile(file).then(
      (body) => {
        const type = types[extname(file)] ?? 'application/octet-stream'
        const policy = options.contentSecurityPolicy
        response
          .writeHead(200, {
            'content-type': type,
            ...(policy === undefined ? {} : { 'content-security-policy': policy }),
          })
          .end(body)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}
