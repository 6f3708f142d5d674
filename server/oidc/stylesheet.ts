import type { FastifyInstance, FastifySchema } from 'fastify'
import { logoutScriptPath, stylesheetPath, themeScriptPath } from './pages'
import { pageStylesheet, themeScript } from './pageTheme'
import { identityPageSchemas as schemas } from '../routeSchemas/pageSchemas'

// Submits the provider's logout form (with its CSRF token) the way the button would.
const logoutScript = `document.getElementById('confirm-logout')?.click()
`

/** The same-origin assets of the provider's pages (no inline script or style: the CSP). */
export async function stylesheetRoute(app: FastifyInstance): Promise<void> {
  const serve = (path: string, schema: FastifySchema, type: string, body: string) =>
    app.get(path, { schema }, async (_request, reply) =>
      reply
        .type(`${type}; charset=utf-8`)
        .header('cache-control', 'public, max-age=3600')
        .send(body),
    )
  serve(logoutScriptPath, schemas.logoutScript, 'text/javascript', logoutScript)
  serve(themeScriptPath, schemas.themeScript, 'text/javascript', themeScript)
  serve(stylesheetPath, schemas.stylesheet, 'text/css', pageStylesheet)
}
