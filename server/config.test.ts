import path from 'node:path'
import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { loadConfig } from './config'

/** A well-formed Paddle price id (pri_ and 26 lowercase letters or digits). */
const paddlePrice = (letter: string) => `pri_01hv8a9qz5bqkx4m8c2d7e3f${letter.repeat(2)}`

const vapid = webpush.generateVAPIDKeys()

describe('loadConfig', () => {
  it('applies defaults and resolves directories against the working directory', () => {
    expect(loadConfig({}, '/srv/studio')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/studio/data'),
      databaseUrl: undefined,
      staticDir: path.resolve('/srv/studio/dist'),
      logLevel: 'info',
      publicOrigin: undefined,
      paddle: {
        clientToken: undefined,
        webhookSecret: undefined,
        environment: 'sandbox',
        webhookToleranceSeconds: 5,
        priceIds: {},
        apiKey: undefined,
        apiUrl: 'https://sandbox-api.paddle.com',
      },
      oidcClientId: 'studio-app',
      authRateLimitFactor: 1,
      searchRateLimitFactor: 1,
      mail: { smtpUrl: undefined, from: 'Onchain Studio <no-reply@localhost>' },
      webPush: { keys: undefined, subject: 'mailto:no-reply@localhost' },
      allowPrivateNetworks: false,
      alertTickMs: 3000,
      search: { appId: 'STUDIO', itemsIndex: 'studio_items', assetsIndex: 'studio_assets' },
      links: {
        emails: { support: null, sales: null, privacy: null, security: null, press: null },
        social: [],
      },
    })
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/studio',
        DATABASE_URL: 'postgres://u:p@db:5432/studio',
        STATIC_DIR: 'build',
        LOG_LEVEL: 'debug',
        PUBLIC_ORIGIN: 'https://studio.example.com/',
        SENTRY_DSN: 'https://public@errors.example.net/42',
        PRODUCTION_HOST: 'Studio.Example.com',
        ANALYTICS_ENDPOINT: 'https://collect.example.org/batch',
        PADDLE_CLIENT_TOKEN: 'live_0123456789abcdef',
        PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_0123456789',
        PADDLE_API_KEY: 'pdl_live_apikey_0123456789',
        PADDLE_API_URL: 'https://paddle-proxy.example.com/',
        PADDLE_ENVIRONMENT: 'production',
        PADDLE_WEBHOOK_TOLERANCE_SECONDS: '30',
        PADDLE_PRICE_IDS: `advanced_yearly=${paddlePrice('a')}, advanced_monthly=${paddlePrice('b')}`,
        OIDC_ISSUER: 'https://id.example.com/realms/studio/',
        OIDC_CLIENT_ID: 'onchain-studio',
        AUTH_RATE_LIMIT_FACTOR: '20',
        SEARCH_RATE_LIMIT_FACTOR: '30',
        SMTP_URL: 'smtps://studio:s3cret@mail.example.com:465',
        MAIL_FROM: 'Studio Alerts <alerts@example.com>',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.com',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        ALERT_TICK_MS: '250',
        SUPPORT_EMAIL: 'help@example.com',
        SOCIAL_LINKS: 'https://x.com/studio',
      },
      '/srv/studio',
    )
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/studio',
      databaseUrl: 'postgres://u:p@db:5432/studio',
      staticDir: path.resolve('/srv/studio/build'),
      logLevel: 'debug',
      publicOrigin: 'https://studio.example.com',
      sentryDsn: 'https://public@errors.example.net/42',
      productionHost: 'studio.example.com',
      analyticsEndpoint: 'https://collect.example.org/batch',
      paddle: {
        clientToken: 'live_0123456789abcdef',
        webhookSecret: 'pdl_ntfset_0123456789',
        environment: 'production',
        webhookToleranceSeconds: 30,
        priceIds: {
          pri_studio_advanced_yearly: paddlePrice('a'),
          pri_studio_advanced_monthly: paddlePrice('b'),
        },
        apiKey: 'pdl_live_apikey_0123456789',
        apiUrl: 'https://paddle-proxy.example.com',
      },
      oidcIssuer: 'https://id.example.com/realms/studio',
      oidcClientId: 'onchain-studio',
      authRateLimitFactor: 20,
      searchRateLimitFactor: 30,
      mail: {
        smtpUrl: 'smtps://studio:s3cret@mail.example.com:465',
        from: 'Studio Alerts <alerts@example.com>',
      },
      webPush: { keys: vapid, subject: 'mailto:ops@example.com' },
      allowPrivateNetworks: true,
      alertTickMs: 250,
      search: { appId: 'STUDIO', itemsIndex: 'studio_items', assetsIndex: 'studio_assets' },
      links: {
        emails: {
          support: 'help@example.com',
          sales: null,
          privacy: null,
          security: null,
          press: null,
        },
        social: [{ label: 'X', url: 'https://x.com/studio' }],
      },
    })
  })

  it('takes VAPID keys only as a matching pair, and never repeats the private key', () => {
    const other = webpush.generateVAPIDKeys()
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together$/,
    )
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY is not the key of VAPID_PRIVATE_KEY$/)
    const short = other.privateKey.slice(0, 20)
    const error = (() => {
      try {
        loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: short })
      } catch (caught) {
        return (caught as Error).message
      }
    })()
    expect(error).toMatch(/VAPID_PRIVATE_KEY must be a base64url P-256 private key/)
    expect(error).not.toContain(short)
  })

  it('takes an https: or mailto: VAPID subject, by default the https origin or the mail sender', () => {
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://studio.example.com' })).toThrow(
      /VAPID_SUBJECT must be an https: URL or a mailto: address/,
    )
    expect(
      loadConfig({ VAPID_SUBJECT: 'https://studio.example.com/contact' }).webPush.subject,
    ).toBe('https://studio.example.com/contact')
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://studio.example.com' }).webPush.subject).toBe(
      'https://studio.example.com',
    )
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'http://studio.example.com', MAIL_FROM: 'Ops <ops@example.com>' })
        .webPush.subject,
    ).toBe('mailto:ops@example.com')
  })

  it('allows private networks only when WEBHOOK_ALLOW_PRIVATE_NETWORKS is true', () => {
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' }).allowPrivateNetworks).toBe(false)
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false/,
    )
  })

  it('needs the webhook secret and API key of real Paddle, and never repeats them', () => {
    const token = { PADDLE_CLIENT_TOKEN: 'live_0123456789abcdef' }
    expect(() => loadConfig(token)).toThrow(
      /PADDLE_CLIENT_TOKEN needs PADDLE_WEBHOOK_SECRET and PADDLE_API_KEY$/,
    )
    expect(() => loadConfig({ ...token, PADDLE_API_KEY: 'pdl_live_apikey_0123' })).toThrow(
      /PADDLE_CLIENT_TOKEN needs PADDLE_WEBHOOK_SECRET$/,
    )
    expect(() => loadConfig({ ...token, PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_0123' })).toThrow(
      /PADDLE_CLIENT_TOKEN needs PADDLE_API_KEY$/,
    )
    expect(() => loadConfig({ PADDLE_API_KEY: 'has space inside' })).toThrow(
      /^(?!.*has space).*PADDLE_API_KEY must be 8 to 256 printable/,
    )
    expect(() => loadConfig({ PADDLE_API_URL: 'api.paddle.com' })).toThrow(
      /PADDLE_API_URL must be an http\(s\) URL/,
    )
    expect(() => loadConfig({ PADDLE_WEBHOOK_SECRET: 'has space inside' })).toThrow(
      /^(?!.*has space).*PADDLE_WEBHOOK_SECRET/,
    )
    expect(() => loadConfig({ PADDLE_ENVIRONMENT: 'live' })).toThrow(/PADDLE_ENVIRONMENT/)
    expect(() => loadConfig({ PADDLE_WEBHOOK_TOLERANCE_SECONDS: '0' })).toThrow(/TOLERANCE/)
  })

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_ORIGIN: '', LOG_LEVEL: '' })
    expect(config.port).toBe(8080)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.publicOrigin).toBeUndefined()
    expect(config.logLevel).toBe('info')
  })

  it('accepts PORT 0 (any free port, for tests) and postgresql:// URLs', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0)
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/studio' }).databaseUrl).toBe(
      'postgresql://db/studio',
    )
  })

  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be an integer between 0 and 65535'],
    ['PORT', '70000', 'PORT must be an integer'],
    ['PORT', '80.5', 'PORT must be an integer'],
    ['PORT', '-1', 'PORT must be an integer'],
    ['HOST', '  ', 'HOST must not be blank'],
    ['DATA_DIR', ' ', 'DATA_DIR must not be blank'],
    ['STATIC_DIR', ' ', 'STATIC_DIR must not be blank'],
    ['DATABASE_URL', 'mysql://db/studio', 'DATABASE_URL must be a postgres://'],
    ['DATABASE_URL', 'studio.sqlite', 'DATABASE_URL must be a postgres://'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info'],
    ['PUBLIC_ORIGIN', 'studio.example.com', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'https://studio.example.com/app', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'ftp://studio.example.com', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['SENTRY_DSN', 'not a url', 'SENTRY_DSN must be an http(s) URL'],
    ['ANALYTICS_ENDPOINT', 'javascript:alert(1)', 'ANALYTICS_ENDPOINT must be an http(s) URL'],
    ['PRODUCTION_HOST', 'https://studio.example.com', 'PRODUCTION_HOST must be a host name'],
    ['ALERT_TICK_MS', '5', 'ALERT_TICK_MS must be a whole number of milliseconds'],
    ['ALERT_TICK_MS', '1.5', 'ALERT_TICK_MS must be a whole number of milliseconds'],
  ])('rejects %s=%j with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('reports every wrong variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /^Invalid configuration: PORT must .*; LOG_LEVEL must /,
    )
  })
})

describe('loadConfig: upstream metrics provider', () => {
  const key = 'gn-test-key-0123456789'

  it('stays on the demo dataset without GLASSNODE_API_KEY, even with a URL', () => {
    expect(loadConfig({}).glassnode).toBeUndefined()
    expect(loadConfig({ GLASSNODE_API_URL: 'http://127.0.0.1:9000' }).glassnode).toBeUndefined()
    expect(loadConfig({ GLASSNODE_API_KEY: '' }).glassnode).toBeUndefined()
  })

  it('uses the public API by default, or GLASSNODE_API_URL without its trailing slash', () => {
    expect(loadConfig({ GLASSNODE_API_KEY: key }).glassnode).toEqual({
      apiKey: key,
      apiUrl: 'https://api.glassnode.com',
    })
    const custom = loadConfig({ GLASSNODE_API_KEY: key, GLASSNODE_API_URL: 'http://gn.local/' })
    expect(custom.glassnode?.apiUrl).toBe('http://gn.local')
  })

  it.each([
    ['GLASSNODE_API_KEY', 'has a space in it', 'GLASSNODE_API_KEY must be 8 to 256 printable'],
    ['GLASSNODE_API_KEY', 'short', 'GLASSNODE_API_KEY must be 8 to 256 printable'],
    ['GLASSNODE_API_URL', 'api.glassnode.com', 'GLASSNODE_API_URL must be an http(s) URL'],
  ])('rejects %s=%j', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('never repeats the key in its error message', () => {
    const secret = 'secret value with spaces'
    expect(() => loadConfig({ GLASSNODE_API_KEY: secret })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') as unknown }),
    )
  })

  it('reads the internal email domain, lowercased, and refuses one with @', () => {
    expect(loadConfig({ INTERNAL_EMAIL_DOMAIN: 'Example.COM' }).internalEmailDomain).toBe(
      'example.com',
    )
    expect(() => loadConfig({ INTERNAL_EMAIL_DOMAIN: '@example.com' })).toThrow(
      /INTERNAL_EMAIL_DOMAIN/,
    )
  })

  it('scales the credential rate limits by AUTH_RATE_LIMIT_FACTOR, 1 by default, never 0', () => {
    expect(loadConfig({}).authRateLimitFactor).toBe(1)
    expect(loadConfig({ AUTH_RATE_LIMIT_FACTOR: '50' }).authRateLimitFactor).toBe(50)
    expect(() => loadConfig({ AUTH_RATE_LIMIT_FACTOR: '0' })).toThrow(/AUTH_RATE_LIMIT_FACTOR/)
    expect(() => loadConfig({ AUTH_RATE_LIMIT_FACTOR: 'off' })).toThrow(/AUTH_RATE_LIMIT_FACTOR/)
  })

  it('scales the search rate limit by SEARCH_RATE_LIMIT_FACTOR, 1 by default, never 0', () => {
    expect(loadConfig({}).searchRateLimitFactor).toBe(1)
    expect(loadConfig({ SEARCH_RATE_LIMIT_FACTOR: '100' }).searchRateLimitFactor).toBe(100)
    expect(() => loadConfig({ SEARCH_RATE_LIMIT_FACTOR: '0' })).toThrow(/SEARCH_RATE_LIMIT_FACTOR/)
    expect(() => loadConfig({ SEARCH_RATE_LIMIT_FACTOR: '2000' })).toThrow(
      /SEARCH_RATE_LIMIT_FACTOR/,
    )
  })
})

describe('loadConfig: Paddle API', () => {
  it('talks to the API of the configured environment unless PADDLE_API_URL overrides it', () => {
    const paddle = (env: Record<string, string>) => loadConfig(env).paddle.apiUrl
    expect(paddle({})).toBe('https://sandbox-api.paddle.com')
    expect(paddle({ PADDLE_ENVIRONMENT: 'sandbox' })).toBe('https://sandbox-api.paddle.com')
    expect(paddle({ PADDLE_ENVIRONMENT: 'production' })).toBe('https://api.paddle.com')
    expect(
      paddle({ PADDLE_ENVIRONMENT: 'production', PADDLE_API_URL: 'http://127.0.0.1:9/' }),
    ).toBe('http://127.0.0.1:9')
  })
})

describe('loadConfig: Paddle price ids', () => {
  const priceIds = (value: string) => loadConfig({ PADDLE_PRICE_IDS: value }).paddle.priceIds

  it('maps {plan}_{cycle} keys to catalog price ids, tolerating spaces and empty entries', () => {
    expect(priceIds('')).toEqual({})
    expect(
      priceIds(` standard_monthly = ${paddlePrice('c')} ,professional_yearly=${paddlePrice('d')},`),
    ).toEqual({
      pri_studio_standard_monthly: paddlePrice('c'),
      pri_studio_professional_yearly: paddlePrice('d'),
    })
  })

  it.each([
    [
      `enterprise_yearly=${paddlePrice('a')}`,
      'PADDLE_PRICE_IDS names an unknown price "enterprise_yearly"',
    ],
    [
      'advanced_yearly',
      'PADDLE_PRICE_IDS must be a comma-separated list of {plan}_{cycle}=<Paddle price id>',
    ],
    [
      'advanced_yearly=pri_studio_advanced_yearly',
      'PADDLE_PRICE_IDS gives advanced_yearly an id that is not a Paddle price id',
    ],
    ['advanced_yearly=pri_01HV8A9QZ5BQKX4M8C2D7E3FAA', 'not a Paddle price id'],
    [
      `advanced_yearly=${paddlePrice('a')},advanced_yearly=${paddlePrice('b')}`,
      'PADDLE_PRICE_IDS names advanced_yearly twice',
    ],
    [
      `advanced_yearly=${paddlePrice('a')},advanced_monthly=${paddlePrice('a')}`,
      `PADDLE_PRICE_IDS gives ${paddlePrice('a')} to two prices`,
    ],
  ])('refuses PADDLE_PRICE_IDS=%j, naming the variable', (value, message) => {
    expect(() => loadConfig({ PADDLE_PRICE_IDS: value })).toThrow(
      /^Invalid configuration: PADDLE_PRICE_IDS /,
    )
    expect(() => loadConfig({ PADDLE_PRICE_IDS: value })).toThrow(message)
  })
})

describe('loadConfig: mail', () => {
  it('writes mail files without SMTP_URL, and sends by SMTP with one', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined()
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined()
    for (const url of [
      'smtp://mail.example.com',
      'smtp://user:p%40ss@mail.example.com:587?requireTLS=true',
      'smtps://user:pass@[2001:db8::1]:465',
    ]) {
      expect(loadConfig({ SMTP_URL: url }).mail.smtpUrl).toBe(url)
    }
  })

  it.each([
    'mail.example.com:587',
    'https://user:secretpass@mail.example.com',
    'smtp://user:secretpass@',
    'smtp:secretpass',
    '  ',
  ])('rejects SMTP_URL=%j without repeating it', (value) => {
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    )
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secretpass') as unknown }),
    )
  })

  it('sends from no-reply at the public host, else at localhost', () => {
    const from = (env: Record<string, string>) => loadConfig(env).mail.from
    expect(from({ PUBLIC_ORIGIN: 'https://Studio.Example.com:8443' })).toBe(
      'Onchain Studio <no-reply@studio.example.com>',
    )
    expect(from({ PUBLIC_ORIGIN: 'http://192.168.1.20:8080' })).toBe(
      'Onchain Studio <no-reply@localhost>',
    )
    expect(from({ PUBLIC_ORIGIN: 'http://[::1]:8080' })).toBe('Onchain Studio <no-reply@localhost>')
    expect(from({ PUBLIC_ORIGIN: 'https://studio.example.com', MAIL_FROM: 'a@example.com' })).toBe(
      'a@example.com',
    )
  })

  it.each([
    'no-reply@example.com',
    'Onchain Studio <no-reply@studio.example.com>',
    '"Studio, Inc." <no-reply@example.com>',
    '<no-reply@example.com>',
    'Équipe Studio <équipe@example.com>',
  ])('accepts MAIL_FROM=%j', (value) => {
    expect(loadConfig({ MAIL_FROM: ` ${value} ` }).mail.from).toBe(value)
  })

  it.each([
    'no-reply',
    'Studio <no-reply>',
    'Studio no-reply@example.com',
    'a@example.com, b@example.com',
    'Studio, Inc. <no-reply@example.com>',
    'Studio <no-reply@example.com>\r\nBcc: victim@example.com',
    'Studio <no-reply@example.com',
  ])('rejects MAIL_FROM=%j', (value) => {
    expect(() => loadConfig({ MAIL_FROM: value })).toThrow(
      'MAIL_FROM must be an email address or Name <address>',
    )
  })
  describe('Telegram', () => {
    const bot = {
      TELEGRAM_BOT_TOKEN: '123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      TELEGRAM_BOT_USERNAME: '@studio_alerts_bot',
    }

    it('is off unless both the token and the username are set', () => {
      expect(loadConfig({}).telegram).toBeUndefined()
      expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: bot.TELEGRAM_BOT_TOKEN })).toThrow(
        'Telegram needs both TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME',
      )
      expect(() => loadConfig({ TELEGRAM_BOT_USERNAME: 'studio_bot' })).toThrow(
        'Telegram needs both',
      )
    })

    it('polls without an https origin and takes webhooks with one', () => {
      expect(loadConfig(bot).telegram).toEqual({
        botToken: bot.TELEGRAM_BOT_TOKEN,
        botUsername: 'studio_alerts_bot',
        mode: 'polling',
        webhookSecret: undefined,
        apiUrl: 'https://api.telegram.org',
      })
      const https = { ...bot, PUBLIC_ORIGIN: 'https://studio.example.com' }
      expect(() => loadConfig(https)).toThrow('TELEGRAM_MODE=webhook needs TELEGRAM_WEBHOOK_SECRET')
      const hooked = loadConfig({
        ...https,
        TELEGRAM_WEBHOOK_SECRET: 'a-Secret_1',
        TELEGRAM_API_URL: 'http://127.0.0.1:9999/',
      }).telegram
      expect(hooked).toMatchObject({
        mode: 'webhook',
        webhookSecret: 'a-Secret_1',
        apiUrl: 'http://127.0.0.1:9999',
      })
      expect(loadConfig({ ...https, TELEGRAM_MODE: 'polling' }).telegram?.mode).toBe('polling')
      expect(() =>
        loadConfig({ ...bot, TELEGRAM_MODE: 'webhook', TELEGRAM_WEBHOOK_SECRET: 'x' }),
      ).toThrow('TELEGRAM_MODE=webhook needs PUBLIC_ORIGIN')
    })

    it('refuses malformed values without repeating the token', () => {
      const bad = { ...bot, TELEGRAM_BOT_TOKEN: 'not a token SECRETVALUE' }
      expect(() => loadConfig(bad)).toThrow('TELEGRAM_BOT_TOKEN must be a bot token')
      expect(() => loadConfig(bad)).not.toThrow(/SECRETVALUE/)
      expect(() => loadConfig({ ...bot, TELEGRAM_WEBHOOK_SECRET: 'has space' })).toThrow(
        'TELEGRAM_WEBHOOK_SECRET must be 1 to 256',
      )
      expect(() => loadConfig({ ...bot, TELEGRAM_MODE: 'push' })).toThrow(
        'TELEGRAM_MODE must be webhook or polling',
      )
    })
  })
})

describe('loadConfig: Algolia', () => {
  const algolia = {
    ALGOLIA_APP_ID: 'APP42',
    ALGOLIA_ADMIN_KEY: 'adminkey0123456789abcdef',
    ALGOLIA_SEARCH_KEY: 'searchkey0123456789abcdef',
  }

  it('keeps the embedded service without the variables, and switches with all three', () => {
    expect(loadConfig({}).search.algolia).toBeUndefined()
    expect(loadConfig(algolia).search.algolia).toEqual({
      appId: 'APP42',
      adminKey: algolia.ALGOLIA_ADMIN_KEY,
      searchKey: algolia.ALGOLIA_SEARCH_KEY,
      host: undefined,
    })
    expect(
      loadConfig({ ...algolia, ALGOLIA_HOST: 'http://127.0.0.1:4567' }).search.algolia?.host,
    ).toEqual({ url: '127.0.0.1', port: 4567, protocol: 'http' })
  })

  it('prefixes the index names with ALGOLIA_INDEX_PREFIX, in Algolia mode only', () => {
    expect(loadConfig({ ...algolia, ALGOLIA_INDEX_PREFIX: 'staging_' }).search).toMatchObject({
      itemsIndex: 'staging_studio_items',
      assetsIndex: 'staging_studio_assets',
    })
    expect(loadConfig(algolia).search.itemsIndex).toBe('studio_items')
    expect(() => loadConfig({ ALGOLIA_INDEX_PREFIX: 'staging_' })).toThrow(
      'ALGOLIA_INDEX_PREFIX needs ALGOLIA_APP_ID',
    )
  })

  it('needs all three or none, and two different keys, without repeating a key', () => {
    const { ALGOLIA_SEARCH_KEY: _omitted, ...partial } = algolia
    expect(() => loadConfig(partial)).toThrow(
      'Algolia needs all of ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY',
    )
    expect(() => loadConfig({ ALGOLIA_HOST: 'http://127.0.0.1:1' })).toThrow(
      'ALGOLIA_HOST needs ALGOLIA_APP_ID',
    )
    const same = { ...algolia, ALGOLIA_SEARCH_KEY: algolia.ALGOLIA_ADMIN_KEY }
    expect(() => loadConfig(same)).toThrow('ALGOLIA_SEARCH_KEY must not be the admin key')
    expect(() => loadConfig(same)).not.toThrow(/adminkey0123/)
    const bad = { ...algolia, ALGOLIA_ADMIN_KEY: 'not a key SECRETVALUE' }
    expect(() => loadConfig(bad)).toThrow('ALGOLIA_ADMIN_KEY must be an Algolia API key')
    expect(() => loadConfig(bad)).not.toThrow(/SECRETVALUE/)
  })
})
