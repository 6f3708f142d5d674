import { z } from 'zod'

// zod compiles object parsers with `new Function` when it can; the CSP (script-src 'self', no
// 'unsafe-eval') forbids that, and even zod's feature probe would be reported as a violation.
z.config({ jitless: true })
