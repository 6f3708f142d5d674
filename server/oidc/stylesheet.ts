import type { FastifyInstance } from 'fastify'
import { logoutScriptPath, stylesheetPath } from './pages'
import { identityPageSchemas as schemas } from '../routeSchemas/pageSchemas'

// Kept in code rather than a .css file beside it, so it ships with the server however it is
// bundled. Same origin as the pages, so `style-src 'self'` allows it.
const stylesheet = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
.card { width: min(24rem, 100% - 2rem); padding: 2rem; border: 1px solid GrayText; border-radius: 0.75rem; }
.brand { margin: 0; font-weight: 600; color: #f7931a; }
h1 { font-size: 1.5rem; }
label { display: block; margin-bottom: 1rem; }
input:not([type='checkbox']) { display: block; box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.5rem; font: inherit; }
label.checkbox { display: flex; gap: 0.5rem; align-items: center; }
button { width: 100%; padding: 0.6rem; font: inherit; font-weight: 600; border: 0; border-radius: 0.5rem; background: #f7931a; color: #111; cursor: pointer; }
.notice { padding: 0.75rem; border-radius: 0.5rem; }
.notice.error { background: #fde8e8; color: #8a1c1c; }
.notice.info { background: #e8f1fd; color: #1c3f8a; }
.links { margin-top: 1.5rem; text-align: center; }
code { overflow-wrap: anywhere; }
`

// Submits the provider's logout form (with its CSRF token) the way the button would.
const logoutScript = `document.getElementById('confirm-logout')?.click()
`

export async function stylesheetRoute(app: FastifyInstance): Promise<void> {
  app.get(logoutScriptPath, { schema: schemas.logoutScript }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(logoutScript),
  )
  app.get(stylesheetPath, { schema: schemas.stylesheet }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(stylesheet),
  )
}
