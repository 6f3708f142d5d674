import { describe, expect, it } from 'vitest'
import { verifyEmailMessage } from './api/user'
import { loginFailureNotice } from './loginMessages'

describe('loginFailureNotice', () => {
  it('turns any message containing "verify your email" into the activation notice', () => {
    for (const message of [
      verifyEmailMessage,
      'Please verify your email before logging in.',
      'PLEASE VERIFY YOUR EMAIL',
    ]) {
      expect(loginFailureNotice(message)).toEqual({
        kind: 'warning',
        title: 'Activation email sent',
        description: 'Please verify your email before logging in',
      })
    }
  })

  it('gives the general error for every other failure, and for none at all', () => {
    for (const message of ['access_denied', 'Invalid email or password', '', undefined]) {
      expect(loginFailureNotice(message)).toEqual({
        kind: 'error',
        title: 'Error logging in',
        description: 'Something went wrong. Please try again later',
      })
    }
  })
})
