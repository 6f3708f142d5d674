import { afterEach, describe, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { buildTestApp, type TestApp } from '../testing/testApp'

describe('GET /v1/client-config', () => {
  let test: TestApp | undefined
  afterEach(() => test?.close())

  it('switches optional browser services off by default', async () => {
    test = await buildTestApp()
    const res = await test.app.inject('/v1/client-config')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      productionHost: null,
      sentryDsn: null,
      analyticsEndpoint: null,
      paddleClientToken: null,
      paddleEnvironment: 'sandbox',
      paddlePriceIds: {},
      oidcIssuer: 'http://localhost:8080/oidc',
      oidcClientId: 'studio-app',
      vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      // The embedded search service on the app's own origin, with its search-only key.
      search: {
        appId: 'STUDIO',
        apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
        itemsIndex: 'studio_items',
        assetsIndex: 'studio_assets',
        host: null,
      },
      // No mailbox or profile is shown until the deployment names one.
      contactEmails: { support: null, sales: null, privacy: null, security: null, press: null },
      socialLinks: [],
    })
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';")
  })

  it('hands configured services to the app and lets the CSP reach exactly their origins', async () => {
    test = await buildTestApp({
      SENTRY_DSN: 'https://public@errors.example.net/42',
      PRODUCTION_HOST: 'Studio.Example.com',
      ANALYTICS_ENDPOINT: 'https://collect.example.org/v1/batch',
      PADDLE_CLIENT_TOKEN: 'live_0123456789abcdef',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_secret_value',
      PADDLE_API_KEY: 'pdl_live_apikey_secret_value',
      PADDLE_ENVIRONMENT: 'production',
      PADDLE_PRICE_IDS: 'advanced_yearly=pri_01hv8a9qz5bqkx4m8c2d7e3faa',
      OIDC_ISSUER: 'https://id.example.com/realms/studio/',
      OIDC_CLIENT_ID: 'onchain-studio',
      SUPPORT_EMAIL: 'help@studio.example.com',
      PRIVACY_EMAIL: 'dpo@studio.example.com',
      SOCIAL_LINKS: 'https://x.com/studio, Mastodon=https://mastodon.social/@studio',
    })
    const res = await test.app.inject('/v1/client-config')
    const body = clientConfigSchema.parse(res.json())
    expect(body).toEqual({
      productionHost: 'studio.example.com',
      sentryDsn: 'https://public@errors.example.net/42',
      analyticsEndpoint: 'https://collect.example.org/v1/batch',
      paddleClientToken: 'live_0123456789abcdef',
      paddleEnvironment: 'production',
      paddlePriceIds: { pri_studio_advanced_yearly: 'pri_01hv8a9qz5bqkx4m8c2d7e3faa' },
      oidcIssuer: 'https://id.example.com/realms/studio',
      oidcClientId: 'onchain-studio',
      vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      // The embedded search service on the app's own origin, with its search-only key.
      search: {
        appId: 'STUDIO',
        apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
        itemsIndex: 'studio_items',
        assetsIndex: 'studio_assets',
        host: null,
      },
      contactEmails: {
        support: 'help@studio.example.com',
        sales: null,
        privacy: 'dpo@studio.example.com',
        security: null,
        press: null,
      },
      socialLinks: [
        { label: 'X', url: 'https://x.com/studio' },
        { label: 'Mastodon', url: 'https://mastodon.social/@studio' },
      ],
    })
    expect(res.body).not.toContain('pdl_ntfset')
    expect(res.body).not.toContain('apikey')

    // The app exchanges its code at the external issuer's token endpoint; Paddle.js, configured
    // here, talks to paddle.com.
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' https://errors.example.net https://collect.example.org https://id.example.com https://*.paddle.com;",
    )
  })
})
