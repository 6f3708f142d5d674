import { z } from 'zod'

/** Plans in ascending order (app.md section 1); guest means not signed in. */
export const plans = ['guest', 'standard', 'advanced', 'professional', 'professional_ml'] as const
export const planSchema = z.enum(plans)
export type Plan = z.infer<typeof planSchema>
