import SwaggerUI from 'swagger-ui-react'
import 'swagger-ui-react/swagger-ui.css'
import { scrollToLinkedOperation } from './deepLinkScroll'
import './apiReference.css'

/** Where the server serves its OpenAPI document (server/openapi/registerOpenApi.ts). */
export const openApiDocumentUrl = '/v1/openapi.json'

/**
 * The API reference (docs/api.md, "OpenAPI"): Swagger UI over the document the server generates
 * from its route contracts. It ships in this route's own chunk, so the app's main bundle does not
 * carry it. "Try it out" sends reads only, with the session cookie, from this page.
 */
export function ApiReferencePage() {
  return (
    <section className="api-reference" aria-labelledby="api-reference-title">
      <header className="api-reference-intro">
        <h1 id="api-reference-title">API reference</h1>
        <p>
          Every endpoint of this server, generated from the contracts the app and the server share.
          The document itself is at <a href={openApiDocumentUrl}>{openApiDocumentUrl}</a> (OpenAPI
          3.1).
        </p>
      </header>
      <SwaggerUI
        url={openApiDocumentUrl}
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
