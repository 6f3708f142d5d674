// The app bundle's `zod` (vite.config.ts aliases the bare specifier here). zod compiles object
// parsers with `new Function` and probes for it when each z.object is built, at module load;
// the CSP (script-src 'self', no 'unsafe-eval') forbids that, and even the probe is reported as
// a violation. Switching to jitless here, inside the module every schema file imports, runs it
// before any schema exists, however the bundler orders its chunks.
import { config } from 'zod/v4'

config({ jitless: true })

export * from 'zod/v4'
export { z, z as default } from 'zod/v4'
