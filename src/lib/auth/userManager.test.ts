import { describe, expect, it } from 'vitest'
import { clientConfigSchema } from '@/core/api/clientConfig'
import { createUserManager } from './userManager'

const origin = 'https://studio.example.com'

describe('createUserManager', () => {
  it('signs in with the embedded provider by code + PKCE, asking consent for refresh tokens', () => {
    const config = clientConfigSchema.parse({
      oidcIssuer: `${origin}/oidc`,
      oidcClientId: 'studio-app',
    })
    const { settings } = createUserManager(config, origin)
    expect(settings).toMatchObject({
      authority: `${origin}/oidc`,
      client_id: 'studio-app',
      redirect_uri: `${origin}/auth/callback`,
      silent_redirect_uri: `${origin}/auth/callback`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      prompt: 'consent',
      disablePKCE: false,
    })
  })

  it('uses an external issuer and client as configured, without forcing a consent page', () => {
    const config = clientConfigSchema.parse({
      oidcIssuer: 'https://id.example.net/realms/studio',
      oidcClientId: 'onchain-studio',
    })
    const { settings } = createUserManager(config, origin)
    expect(settings.authority).toBe('https://id.example.net/realms/studio')
    expect(settings.client_id).toBe('onchain-studio')
    expect(settings.prompt).toBeUndefined()
  })

  it('falls back to the embedded provider of this origin when the config is unknown', () => {
    const { settings } = createUserManager(clientConfigSchema.parse({}), origin)
    expect(settings.authority).toBe(`${origin}/oidc`)
    expect(settings.client_id).toBe('studio-app')
  })

  it('keeps the user (and its tokens) in memory, never in web storage', async () => {
    const config = clientConfigSchema.parse({})
    const manager = createUserManager(config, origin)
    await manager.storeUser(
      new (await import('oidc-client-ts')).User({
        access_token: 'secret-access',
        token_type: 'Bearer',
        profile: { sub: 'u', iss: `${origin}/oidc`, aud: 'studio-app', exp: 0, iat: 0 },
      }),
    )
    expect((await manager.getUser())?.access_token).toBe('secret-access')
    const everything = JSON.stringify({ ...window.localStorage, ...window.sessionStorage })
    expect(everything).not.toContain('secret-access')
  })
})
