import type { FastifyRequest } from 'fastify'

/**
 * Fastify's request log fields, with the `api_key` query value masked. Keys in URLs are how the
 * public API is scripted (`?api_key=…`), and a URL in a log line is a credential in a log file.
 * Used as the `req` log serializer of the metrics routes.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactApiKey(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  }
}

export function redactApiKey(url: string): string {
  return url.replace(/([?&]api_key=)[^&#]*/gi, '$1[redacted]')
}
