import { loadConfig } from '../config'
import { createDatabase } from '../db/createDatabase'
import { migrateToLatest } from '../db/migrate'
import { parseImportArgs } from '../imports/importArgs'
import { describeImport, importSeries, readSeriesFile } from '../imports/importSeries'
import { createImportedSeriesRepository } from '../repositories/importedSeriesRepository'

// `npm run data:import -- FILE --path group/metric --asset BTC [--interval 24h]`: loads a CSV or
// JSON series into the server's database (DATA_DIR or DATABASE_URL, as the server reads them).
// Running servers notice the import within seconds. Exit code 1 on any error, with nothing written.

try {
  const args = parseImportArgs(process.argv.slice(2))
  const config = loadConfig(process.env)
  const points = await readSeriesFile(args.file)
  const database = createDatabase(config)
  try {
    await migrateToLatest(database)
    const info = await importSeries(args, points, createImportedSeriesRepository(database.db))
    process.stdout.write(`${describeImport(info)}\n`)
  } finally {
    await database.close()
  }
} catch (error) {
  process.stderr.write(`Import failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
