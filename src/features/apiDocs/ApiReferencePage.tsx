import { Link } from '@tanstack/react-router'
import SwaggerUI from 'swagger-ui-react'
import 'swagger-ui-react/swagger-ui.css'
import { scrollToLinkedOperation } from './deepLinkScroll'
import './apiReference.css'
import { referenceLayoutName, referencePlugin } from './referencePlugin'

/** Where the server serves its OpenAPI document (server/openapi/registerOpenApi.ts). */
export const openApiDocumentUrl = '/v1/openapi.json'

const plugins = [referencePlugin]

/**
 * The API reference (docs/api.md, "OpenAPI"): Swagger UI over the document the server generates
 * from its route contracts, in the app's colours (apiReference.css). It ships in this route's own
 * chunk, so the app's main bundle does not carry it. "Try it out" sends reads only, from this
 * page, with the session cookie and the API key given to Authorize (kept for this page only).
 */
export function ApiReferencePage() {
  return (
    <section className="api-reference" aria-labelledby="api-reference-title">
      <header className="api-reference-intro">
        <h1 id="api-reference-title">API reference</h1>
        <p>
          Every endpoint of this server, generated from the contracts the app and the server share:
          the product’s own first, then the protocols it speaks for other services (Algolia’s
          search, OpenID sign-in, Paddle, Telegram). The document itself is at{' '}
          <a href={openApiDocumentUrl}>{openApiDocumentUrl}</a> (OpenAPI 3.1).
        </p>
        <p>
          To try the metric routes with your plan, create an API key under{' '}
          <Link to="/settings/$slug" params={{ slug: 'api' }}>
            Settings › API
          </Link>{' '}
          and enter it with Authorize.
        </p>
      </header>
      <SwaggerUI
        url={openApiDocumentUrl}
        plugins={plugins}
        layout={referenceLayoutName}
        docExpansion="list"
        defaultModelsExpandDepth={-1}
        supportedSubmitMethods={['get']}
        withCredentials
        filter
        // /docs/api#/{tag}/{operationId} opens that operation and scrolls to it ("API docs for
        // this metric", src/core/charts/docsLink.ts).
        deepLinking
        onComplete={() => scrollToLinkedOperation()}
      />
    </section>
  )
}
