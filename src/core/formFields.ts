import { z } from 'zod'

/*
 * The field rules the app's forms share (the Schedule Demo Form, the contact form, the surveys),
 * one schema each for the browser and the server: the messages, text fields and selects.
 */

export const formMessages = {
  required: 'Field is required',
  email: 'Field must be an email',
  tooLong: 'Too long',
  unknownOption: 'Choose one of the options',
} as const

const m = formMessages

export const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong)

export const optionalText = (max: number) => z.string().trim().max(max, m.tooLong).optional()

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

/** A select: an empty or missing choice is "required", anything else not listed is unknown. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? m.required : m.unknownOption),
  })
}
