/**
 * Shown in place of a value that cannot be displayed (missing, NaN, an invalid date). An en dash
 * rather than "0" or "NaN" so an absent value is never mistaken for a real one.
 */
export const missingValue = '–'
