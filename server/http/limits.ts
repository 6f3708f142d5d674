/** Largest request body the API accepts; metric imports and dashboards stay well below it. */
export const bodyLimitBytes = 1024 * 1024
