import type { LightMyRequestResponse } from 'fastify'
import type { TestApp } from './testApp'

/** One request of a route test. */
export type TestCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>

/**
 * Calls as the user of `cookie` (a guest without one), from the app's own origin unless the
 * headers say otherwise.
 */
export function testCaller(test: TestApp, origin: string, cookie?: string): TestCall {
  return (method, url, payload, headers = {}) =>
    test.app.inject({
      method,
      url,
      headers: { origin, ...(cookie === undefined ? {} : { cookie }), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}

/** A client of a versioned document API (/v1/udm, /v1/dashboards) and its categories. */
export interface DocumentApiClient {
  list(): Promise<LightMyRequestResponse>
  read(id: string, query?: string): Promise<LightMyRequestResponse>
  create(body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  update(
    id: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  remove(id: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  categories(): Promise<LightMyRequestResponse>
  createCategory(name: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
  renameCategory(
    id: string,
    name: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  removeCategory(id: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>
}

/**
 * @param path the API's collection, e.g. /v1/udm
 * @param createCategoryPath where the tests create categories (the API may offer more than one)
 */
export function documentApiClient(
  call: TestCall,
  path: string,
  createCategoryPath: string,
): DocumentApiClient {
  return {
    list: () => call('GET', path),
    read: (id, query = '') => call('GET', `${path}/${id}${query}`),
    create: (body, headers) => call('POST', `${path}/create`, body, headers),
    update: (id, body, headers) => call('PUT', `${path}/${id}`, body, headers),
    remove: (id, headers) => call('DELETE', `${path}/${id}`, undefined, headers),
    categories: () => call('GET', `${path}/categories`),
    createCategory: (name, headers) => call('POST', createCategoryPath, { name }, headers),
    renameCategory: (id, name, headers) =>
      call('PUT', `${path}/categories/${id}`, { name }, headers),
    removeCategory: (id, headers) => call('DELETE', `${path}/categories/${id}`, undefined, headers),
  }
}
