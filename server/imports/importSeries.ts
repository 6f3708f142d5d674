import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type {
  ImportedPoints,
  ImportedSeriesInfo,
  ImportedSeriesRepository,
} from '../repositories/importedSeriesRepository'
import type { ImportArgs } from './importArgs'
import { detectFormat, parseSeriesFile, SeriesFileError } from './seriesFile'
import { formatTimestamp } from './timestamps'

/**
 * Reads and checks the whole file before anything touches the database, so a bad file leaves
 * no trace. Errors name the file and, where there is one, the line or array item.
 */
export async function readSeriesFile(file: string): Promise<ImportedPoints> {
  const name = path.basename(file)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)
    throw new SeriesFileError(undefined, `${name}: ${reason}`)
  }
  try {
    return parseSeriesFile(text, detectFormat(file, text))
  } catch (error) {
    if (error instanceof SeriesFileError) {
      throw new SeriesFileError(`${name} ${error.location ?? ''}`.trim(), error.reason)
    }
    throw error
  }
}

/** Stores checked points as the series of `args`, replacing an earlier import of it. */
export async function importSeries(
  args: Omit<ImportArgs, 'file'>,
  points: ImportedPoints,
  repository: ImportedSeriesRepository,
): Promise<ImportedSeriesInfo> {
  return repository.replace(
    { path: args.path, asset: args.asset, resolution: args.interval },
    points,
  )
}

/** `Imported 366 points into market/price_usd_close (BTC, 24h): 2024-01-01T00:00:00Z to …`. */
export function describeImport(info: ImportedSeriesInfo): string {
  const points = info.pointCount === 1 ? '1 point' : `${info.pointCount} points`
  return (
    `Imported ${points} into ${info.path} (${info.asset}, ${info.resolution}): ` +
    `${formatTimestamp(info.firstT)} to ${formatTimestamp(info.lastT)}`
  )
}
