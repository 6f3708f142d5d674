import { loadConfig, type Config } from './config'
import { createLogger, wantsPrettyLogs } from './logger'
import { exitGracefullyOnSignals } from './shutdown'
import { startServer } from './startServer'

// Entry point: compiled into dist-server/main.js (npm start, npm run serve), or run from the
// sources under tsx (npm run dev). Configuration comes from the environment; see docs/server.md.

let config: Config
try {
  config = loadConfig(process.env)
} catch (error) {
  // The logger is not configured yet, and a plain line is what an operator needs here.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}

const logger = createLogger(config.logLevel, { pretty: wantsPrettyLogs() })

try {
  const server = await startServer(config, { logger })
  exitGracefullyOnSignals({ close: server.close, logger })
} catch (error) {
  logger.fatal({ err: error }, 'The server could not start')
  process.exit(1)
}
