import { GrammyError, HttpError } from 'grammy'

/**
 * A failed Bot API call as one line fit for a log or the alert history: Telegram's own code and
 * description ("403: Forbidden: bot was blocked by the user"), or that the network failed. The
 * raw errors are never logged: a network error keeps the request URL, and the Bot API puts the
 * token in the URL (`/bot<token>/sendMessage`). Any copy of the token is cut out all the same.
 */
export function describeTelegramError(error: unknown, token: string): string {
  let text: string
  if (error instanceof GrammyError) text = `${error.error_code}: ${error.description}`
  else if (error instanceof HttpError) text = `Network error calling ${methodOf(error.message)}`
  else text = error instanceof Error ? error.message : String(error)
  return text.split(token).join('[redacted]')
}

/** `Network request for 'sendMessage' failed!` -> sendMessage. */
function methodOf(message: string): string {
  return /'(\w+)'/.exec(message)?.[1] ?? 'the Bot API'
}

/** Telegram's error code, if the API answered one. */
export function telegramErrorCode(error: unknown): number | undefined {
  return error instanceof GrammyError ? error.error_code : undefined
}

/** Seconds Telegram asks to wait before the next call (a 429's retry_after). */
export function retryAfterSeconds(error: unknown): number | undefined {
  return error instanceof GrammyError ? error.parameters.retry_after : undefined
}
