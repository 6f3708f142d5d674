import { loadConfig } from '../config'
import { createDatabase } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { createUsersRepository } from '../repositories/usersRepository'
import { parseUserPlanArgs, setUserPlan } from './userPlanCommand'

// `npm run user:plan -- EMAIL PLAN`: sets an account's plan in the server's database (DATA_DIR
// or DATABASE_URL, as the server reads them). A later billing event of the account recomputes
// its products from its subscriptions. Exit code 1 on any error, with nothing written.

try {
  const { email, plan } = parseUserPlanArgs(process.argv.slice(2))
  const database = createDatabase(loadConfig(process.env))
  try {
    await migrateToLatest(database)
    process.stdout.write(`${await setUserPlan(createUsersRepository(database.db), email, plan)}\n`)
  } finally {
    await database.close()
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
