/** A notice: a title and its description, as toasts show them. */
export interface LoginNotice {
  kind: 'warning' | 'error'
  title: string
  description: string
}

/** The phrase the identity provider uses for an account whose email is not verified yet. */
const verifyEmailPhrase = 'verify your email'

/**
 * What the app says when signing in fails (app.md section 8): an unverified account gets
 * "Activation email sent" (the provider has just sent the link again); anything else, including
 * a failure we cannot read, gets the general message. Either way the app then goes home.
 */
export function loginFailureNotice(message: string | undefined): LoginNotice {
  if (message?.toLowerCase().includes(verifyEmailPhrase)) {
    return {
      kind: 'warning',
      title: 'Activation email sent',
      description: 'Please verify your email before logging in',
    }
  }
  return {
    kind: 'error',
    title: 'Error logging in',
    description: 'Something went wrong. Please try again later',
  }
}
