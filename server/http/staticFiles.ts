import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isApiPath } from '@/core/api/prefixes'
import { cacheControlFor } from './cachePolicy'

/**
 * Serves the built app from `staticDir`. Missing files fall through to the not-found handler,
 * which answers the SPA shell for navigations (see notFoundHandler.ts).
 */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    // The app may not be built yet; the not-found handler explains that per request.
    suppressWarning: true,
    // We set Cache-Control ourselves, per file (cachePolicy.ts).
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', cacheControlFor(path.relative(staticDir, filePath)))
    },
    // API paths never resolve to files, even if the build output had a folder named like one.
    allowedPath: (pathName) => !isApiPath(pathName),
    // Dot files (e.g. .vite/manifest.json) are build internals, not part of the app.
    dotfiles: 'ignore',
  })
}
