import compress from '@fastify/compress'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import type { AppDependencies } from './appDependencies'
import type { Config } from './config'
import { startAlertEngine } from './alerts/startAlertEngine'
import { createAlertMetrics } from './alerts/alertMetrics'
import { registerPushAndWebhook } from './alerts/delivery/registerPushAndWebhook'
import { appOrigin, registerAccounts } from './auth/registerAccounts'
import { scheduleHousekeeping } from './auth/housekeeping'
import { btcCloses } from './blog/btcCloses'
import { demoAssets } from './demo/assets'
import { catalogMetrics } from './demo/catalog'
import { createDemoSource } from './demo/demoSource'
import { createIdempotentWrites } from './documents/idempotency'
import { registerAppOriginGuard } from './http/appOriginGuard'
import { browserServiceOrigins } from './http/contentSecurityPolicy'
import { handleError } from './http/errorHandler'
import { registerJsonBodyParser } from './http/jsonBody'
import { RequestLogController } from './http/requestLog'
import { bodyLimitBytes } from './http/limits'
import { registerNotFoundHandler } from './http/notFoundHandler'
import { parseQueryString } from './http/queryString'
import { essentialSecurityHeaders, registerSecurityHeaders } from './http/securityHeaders'
import { registerStaticFiles } from './http/staticFiles'
import { openApiRoute, registerOpenApi } from './openapi/registerOpenApi'
import { createLogger } from './logger'
import { createMetricAccess } from './metrics/accessControl'
import { registerPayments } from './payments/registerPayments'
import { createContactMessagesRepository } from './repositories/contactMessagesRepository'
import { createEnterpriseFormRepository } from './repositories/enterpriseFormRepository'
import { createRateLimitCountersRepository } from './repositories/rateLimitCountersRepository'
import { createFeatureFlagsRepository } from './repositories/featureFlagsRepository'
import { createSurveyResponsesRepository } from './repositories/surveyResponsesRepository'
import { alertDeliveryRoutes } from './routes/alertDeliveryRoutes'
import { alertFormulaSeriesRoutes } from './routes/alertFormulaSeriesRoutes'
import { alertRoutes } from './routes/alertRoutes'
import { assetListRoutes } from './routes/assetListRoutes'
import { blogRoutes } from './routes/blogRoutes'
import { clientConfigRoutes } from './routes/clientConfigRoutes'
import { cmsRoutes } from './routes/cmsRoutes'
import { contactFormRoutes } from './routes/contactFormRoutes'
import { enterpriseFormRoutes } from './routes/enterpriseFormRoutes'
import { featureFlagRoutes } from './routes/featureFlagRoutes'
import { healthRoutes } from './routes/healthRoutes'
import { cryptoIconRoutes } from './routes/cryptoIconRoutes'
import { metricsRoutes } from './routes/metricsRoutes'
import { createPulseHub } from './pulses/createPulseHub'
import { pulseRoutes } from './pulses/pulseRoutes'
import { surveyRoutes } from './routes/surveyRoutes'
import { udmCategoryRoutes } from './routes/udmCategoryRoutes'
import { udmRoutes } from './routes/udmRoutes'
import { createAlgoliaIndexer } from './search/algolia/algoliaIndexer'
import { algoliaBrowserOrigins } from './search/algolia/algoliaHosts'
import { createSearchService } from './search/searchService'
import { dashboardCategoryRoutes } from './routes/dashboardCategoryRoutes'
import { dashboardPresetRoutes } from './routes/dashboardPresetRoutes'
import { dashboardRoutes } from './routes/dashboardRoutes'
import { favoriteRoutes } from './routes/favoriteRoutes'
import { registerSearch, type RegisteredSearch } from './search/protocol/registerSearch'
import { searchRecordsRoutes } from './search/searchRecordsRoute'
import { registerTelegram } from './telegram/registerTelegram'
import { unsubscribeRoutes } from './alerts/email/unsubscribeRoutes'
import { createEmailSender } from './alerts/email/emailSender'
import { createConfiguredTelegramSender } from './telegram/configuredTelegramSender'
import { createConfiguredMailer } from './mail/configuredMailer'

/**
 * Builds the HTTP application without listening: startServer.ts puts it on a port, tests drive
 * it with `app.inject` (both make it ready). It is left unsealed so callers, and tests with
 * throwaway routes, can still add routes before that. Order matters: security headers and
 * compression are registered first so their hooks cover every route, the 404 handler and
 * error responses.
 */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  // Typed as Fastify's logger interface so the instance keeps the default FastifyInstance type.
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(config.logLevel)
  const app = Fastify({
    loggerInstance: logger,
    // One line per request, on completion, where Fastify logs two (http/requestLog.ts).
    logController: new RequestLogController(),
    bodyLimit: bodyLimitBytes,
    // The one decoded view of a query: authentication reads it, the request log redacts it.
    routerOptions: { querystringParser: parseQueryString },
    // Closing must not wait for idle keep-alive sockets, or shutdown stalls for their timeout.
    forceCloseConnections: 'idle',
    // Malformed URLs are rejected before any hook runs: answer them in our error shape, with
    // security headers set by hand.
    frameworkErrors: (error, request, reply) => {
      void reply.headers(essentialSecurityHeaders)
      handleError(error, request, reply)
    },
  })
  app.addHook('onClose', async () => deps.database.close())
  // Before any route: every route's schemas feed the answers and the OpenAPI document.
  await registerOpenApi(app, { responseMismatch: deps.responseMismatch ?? 'log' })

  registerSecurityHeaders(app, config.publicOrigin, {
    connectOrigins: browserServiceOrigins([
      config.sentryDsn,
      config.analyticsEndpoint,
      config.oidcIssuer,
    ]).concat(
      // Real Algolia: the app's client calls its hosts (search/algolia/algoliaHosts.ts).
      config.search.algolia ? algoliaBrowserOrigins(config.search.algolia.appId) : [],
    ),
    paddle: config.paddle.clientToken !== undefined,
  })
  await app.register(compress, { global: true, threshold: 1024 })
  app.setErrorHandler(handleError)
  // Before any route: every plugin inherits the depth-bounded JSON parser.
  registerJsonBodyParser(app)
  // Before anything else answers a page: a browser at another address is steered first.
  registerAppOriginGuard(app, {
    appOrigin: appOrigin(config),
    publicOriginSet: config.publicOrigin !== undefined,
    port: config.port,
  })

  const clock = deps.clock ?? Date.now
  const mailer = deps.mailer ?? createConfiguredMailer(config, clock)
  // The catalog describes the demo definitions; assets come from the metric source if any.
  const assets = deps.metricSource?.assets() ?? demoAssets
  const catalog = catalogMetrics(undefined, assets)
  // Global search (docs/search.md): in memory, fresh once a write has committed. Its keys are
  // loaded before the accounts' routes: user info hands out each user's secured key.
  const searchService = await createSearchService({
    db: deps.database.db,
    catalog,
    assets,
    logger,
  })
  app.addHook('onClose', async () => searchService.close())
  app.decorate('searchService', searchService)
  // Real Algolia by configuration: the same records pushed there, every change within a second.
  if (config.search.algolia !== undefined) {
    const indexer = createAlgoliaIndexer({
      algolia: config.search.algolia,
      search: config.search,
      records: searchService.allRecords,
      logger,
    })
    searchService.onChange((changes) => indexer.enqueue(changes))
    app.decorate('algoliaIndexer', indexer)
    app.addHook('onClose', async () => indexer.close())
  }
  const search: RegisteredSearch = await registerSearch(app, config, {
    db: deps.database.db,
    engine: deps.searchEngine ?? searchService.engine,
    clock,
  })
  // Sessions first: their hook gives every route below `request.user`.
  const { lookupApiKey, beforeAccountDeletion, onSessionsEnded, liveSessions } =
    await registerAccounts(app, config, {
      database: deps.database,
      sessionSecret: deps.sessionSecret,
      clock,
      mailer,
      searchKeyFor: search.keyForUser,
    })
  // The caller's offline copy of the search records: after the sessions, which say who asks.
  await app.register(searchRecordsRoutes, { engine: deps.searchEngine ?? searchService.engine })
  const payments = await registerPayments(app, config, {
    database: deps.database,
    clock,
    ...(deps.repeat === undefined ? {} : { repeat: deps.repeat }),
  })
  beforeAccountDeletion(payments.cancelAllOf)
  await app.register(healthRoutes, { database: deps.database })
  await app.register(openApiRoute)
  await app.register(cryptoIconRoutes, { staticDir: config.staticDir })
  // Web Push and webhook alert channels: their keys are loaded before client-config answers.
  const pushAndWebhook = await registerPushAndWebhook(app, config, {
    db: deps.database.db,
    sessionSecret: deps.sessionSecret,
    clock,
  })
  await app.register(clientConfigRoutes, {
    config,
    vapidPublicKey: pushAndWebhook.vapidPublicKey,
    search: search.clientConfig,
  })
  await app.register(featureFlagRoutes, {
    featureFlags: createFeatureFlagsRepository(deps.database.db),
  })
  if (deps.metricSource !== undefined) {
    const authorize = deps.metricAccess ?? createMetricAccess({ clock, lookupApiKey })
    await app.register(metricsRoutes, {
      source: deps.metricSource,
      clock,
      authorize,
      ...(config.publicOrigin === undefined ? {} : { origin: config.publicOrigin }),
    })
    await app.register(assetListRoutes, { source: deps.metricSource, clock, lookupApiKey })
  }
  await app.register(cmsRoutes, { catalog, assets, clock })
  const surveys = createSurveyResponsesRepository(deps.database.db, { clock })
  await app.register(enterpriseFormRoutes, {
    submissions: createEnterpriseFormRepository(deps.database.db, { clock }),
    counters: createRateLimitCountersRepository(deps.database.db),
    surveys,
    publicOrigin: config.publicOrigin,
    clock,
  })
  await app.register(contactFormRoutes, {
    messages: createContactMessagesRepository(deps.database.db, { clock }),
    counters: createRateLimitCountersRepository(deps.database.db),
    mailboxes: config.links.emails,
    mailer,
    appOrigin: appOrigin(config),
    publicOrigin: config.publicOrigin,
    clock,
  })
  await app.register(surveyRoutes, { responses: surveys })
  // The open app's socket: firings reach it from any instance (PostgreSQL LISTEN/NOTIFY).
  const pulses = deps.pulses ?? (await createPulseHub(deps.database, { logger }))
  app.addHook('onClose', async () => pulses.close())
  // A session ended on this instance closes its sockets on every instance.
  onSessionsEnded((userUuid) => pulses.publishSessionsEnded(userUuid))
  // Versioned user documents share one idempotency store; its expired keys are swept hourly.
  // A failed look at the search log is only logged: the write stands, the next poll catches up.
  const syncSearch = () =>
    searchService
      .sync()
      .catch((error: unknown) => logger.warn({ err: error }, 'search sync failed'))
  const writes = createIdempotentWrites(deps.database.db, { clock, afterCommit: syncSearch })
  // Dashboards and saved charts are search records: the writer's open tabs are told, so their
  // offline copy of the records is asked for again (docs/search.md, "Offline search").
  const searchedWrites = createIdempotentWrites(deps.database.db, {
    clock,
    afterCommit: (userUuid) =>
      syncSearch().then(() =>
        pulses
          .publish(userUuid, { type: 'searchRecords' })
          .catch((error: unknown) => logger.warn({ err: error }, 'search records pulse failed')),
      ),
  })
  scheduleHousekeeping(app, [(now) => writes.deleteExpired(now)], clock)
  await app.register(udmRoutes, { db: deps.database.db, writes: searchedWrites, clock })
  await app.register(udmCategoryRoutes, { db: deps.database.db, writes, clock })
  await app.register(dashboardRoutes, { db: deps.database.db, writes: searchedWrites, clock })
  await app.register(dashboardCategoryRoutes, { db: deps.database.db, writes, clock })
  await app.register(dashboardPresetRoutes)
  await app.register(favoriteRoutes, { db: deps.database.db, writes, clock })
  // Alerts watch what the metrics API serves; an app without a source checks and evaluates them
  // against the demo dataset.
  const alertSource = deps.metricSource ?? createDemoSource()
  const alertMetrics = createAlertMetrics(catalog, alertSource)
  // Every channel has a sender; one not set up for a user (or off on this server) skips.
  const alertSenders = deps.alertSenders ?? [
    pushAndWebhook.push,
    pushAndWebhook.webhook,
    await createConfiguredTelegramSender(config.telegram, deps.database.db),
    createEmailSender({
      db: deps.database.db,
      mailer,
      sessionSecret: deps.sessionSecret,
      appOrigin: appOrigin(config),
    }),
  ]
  const alertEngine = startAlertEngine(
    app,
    config,
    { ...deps, alertSenders, pulses },
    {
      source: alertSource,
      metrics: alertMetrics,
      catalog,
      clock,
    },
  )
  await app.register(alertRoutes, {
    db: deps.database.db,
    writes,
    clock,
    metrics: alertMetrics,
    arming: alertEngine,
  })
  await app.register(alertFormulaSeriesRoutes, {
    db: deps.database.db,
    metrics: alertMetrics,
    engine: alertEngine,
    clock,
  })
  await app.register(alertDeliveryRoutes, {
    db: deps.database.db,
    dialect: deps.database.dialect,
    engine: alertEngine,
    clock,
  })
  // Telegram alerts: the link routes, and the bot when configured (webhook or polling).
  await registerTelegram(app, config, { db: deps.database.db, clock })
  // The unsubscribe link of alert mails (alerts/email/emailSender.ts).
  await app.register(unsubscribeRoutes, {
    db: deps.database.db,
    sessionSecret: deps.sessionSecret,
    clock,
  })
  await app.register(pulseRoutes, { hub: pulses, appOrigin: appOrigin(config), liveSessions })
  await app.register(blogRoutes, {
    clock,
    closes: deps.metricSource && btcCloses(deps.metricSource, clock),
  })

  await registerStaticFiles(app, config.staticDir)
  registerNotFoundHandler(app, config.staticDir)
  return app
}
