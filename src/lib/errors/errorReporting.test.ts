import { describe, expect, it } from 'vitest'
import { defaultClientConfig } from '@/lib/config/clientConfig'
import { shouldReport } from './errorReporting'

describe('shouldReport', () => {
  const configured = {
    ...defaultClientConfig(),
    sentryDsn: 'https://key@errors.example/1',
    productionHost: 'studio.example.com',
  }

  it('reports only with a DSN on the production host', () => {
    expect(shouldReport(configured, 'studio.example.com')).toBe(true)
    expect(shouldReport(configured, 'localhost')).toBe(false)
    expect(shouldReport({ ...configured, sentryDsn: null }, 'studio.example.com')).toBe(false)
    expect(shouldReport({ ...configured, productionHost: null }, 'studio.example.com')).toBe(false)
  })
})
