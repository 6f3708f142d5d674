import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isApiPath } from '@/core/api/prefixes'
import { notFound, serviceUnavailable } from './httpError'

const shellFile = 'index.html'

/**
 * Requests no route or file answered. Under API prefixes the answer is always a JSON 404 (a
 * client must never parse the HTML shell as data). Elsewhere a page navigation gets the SPA
 * shell, so deep links like /charts/abc load the app, which routes on the client.
 */
export function registerNotFoundHandler(app: FastifyInstance, staticDir: string): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request)
    if (isApiPath(pathname) || !isShellRequest(request, pathname)) {
      throw notFound(`No route for ${request.method} ${pathname}`)
    }
    return sendShell(request, reply, staticDir)
  })
}

/**
 * GET/HEAD navigations. A missing file with an extension (a stale /assets/x.js, /favicon.ico)
 * gets a 404 rather than HTML: a script or image answered with the shell fails in confusing
 * ways and the service worker would cache it. Browsers send Accept: text/html on navigations,
 * which keeps dotted route slugs working.
 */
function isShellRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html')
}

async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  staticDir: string,
): Promise<FastifyReply> {
  const shellPath = path.join(staticDir, shellFile)
  const exists = await stat(shellPath).then(
    (s) => s.isFile(),
    () => false,
  )
  if (!exists) {
    // The path goes to the log, not to the client.
    request.log.warn({ shellPath }, 'The app shell is missing; is STATIC_DIR right?')
    throw serviceUnavailable('The app is not built yet: run `npm run build`, then reload.')
  }
  // sendFile applies the static plugin's setHeaders, so the shell gets Cache-Control: no-cache.
  return reply.code(200).sendFile(shellFile)
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/'
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}
