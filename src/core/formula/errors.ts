/*
 * One error type for everything the formula language reports (spec section 5: "Each error message
 * includes a usage example"). The workbench shows the message and underlines [start, end) of the
 * formula; nothing else is ever thrown for any input, so the UI needs no other error path.
 */

/** A stretch of a formula's source: offsets of its first character and one past its last. */
export interface SourceSpan {
  start: number
  end: number
}

/** A FormulaError as plain data: what crosses a worker boundary (an Error loses its fields). */
export interface FormulaErrorInfo {
  /** The reason, then "Usage: …" when a function or operator is concerned. */
  message: string
  reason: string
  start: number
  end: number
  usage?: string
}

function withUsage(reason: string, usage: string | undefined): string {
  if (usage === undefined) return reason
  return `${reason}${reason.endsWith('.') ? '' : '.'} Usage: ${usage}`
}

export class FormulaError extends Error {
  override readonly name = 'FormulaError'
  readonly reason: string
  readonly start: number
  readonly end: number
  readonly usage: string | undefined

  constructor(reason: string, span: SourceSpan, usage?: string) {
    super(withUsage(reason, usage))
    this.reason = reason
    this.start = span.start
    this.end = span.end
    this.usage = usage
  }

  toInfo(): FormulaErrorInfo {
    const info: FormulaErrorInfo = {
      message: this.message,
      reason: this.reason,
      start: this.start,
      end: this.end,
    }
    if (this.usage !== undefined) info.usage = this.usage
    return info
  }
}

/** The span of a whole source, for errors about the formula as a whole. */
export function wholeSource(source: string): SourceSpan {
  return { start: 0, end: source.length }
}
