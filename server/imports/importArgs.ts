import { parseArgs } from 'node:util'
import { z } from 'zod'
import { resolutions, type Resolution } from '@/core/resolution'

export const importUsage = `Usage: npm run data:import -- FILE --path group/metric --asset SYMBOL [--interval 24h]

  FILE        CSV with a header t,v (or timestamp,value), or JSON [{"t": …, "v": …}]
  --path      the metric path, e.g. market/price_usd_close
  --asset     the asset symbol, e.g. BTC
  --interval  one of ${resolutions.join(', ')} (default 24h)

Timestamps are unix seconds, 13-digit milliseconds or RFC 3339 dates. Importing the same path,
asset and interval again replaces the earlier import.`

export interface ImportArgs {
  file: string
  path: string
  asset: string
  interval: Resolution
}

const argsSchema = z.object({
  file: z.string().min(1, { error: 'FILE is required' }),
  path: z.string({ error: '--path is required' }).regex(/^[a-z0-9_]+\/[a-z0-9_]+$/, {
    error: '--path must look like group/metric (lowercase letters, digits and _)',
  }),
  asset: z
    .string({ error: '--asset is required' })
    .transform((symbol) => symbol.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,15}$/, { error: '--asset must be a symbol such as BTC' })),
  interval: z.enum(resolutions, { error: `--interval must be one of ${resolutions.join(', ')}` }),
})

/** A wrong command line: the message says what is wrong, followed by the usage. */
export class UsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n\n${importUsage}`)
    this.name = 'UsageError'
  }
}

/** Validates the importer's arguments (process.argv without node and the script). */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        path: { type: 'string' },
        asset: { type: 'string' },
        interval: { type: 'string', default: '24h' },
      },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { positionals, values } = parsed
  if (positionals.length > 1) throw new UsageError(`Expected one FILE, got ${positionals.length}`)
  const result = argsSchema.safeParse({ file: positionals[0] ?? '', ...values })
  if (!result.success) {
    throw new UsageError(result.error.issues.map((issue) => issue.message).join('; '))
  }
  return result.data
}
