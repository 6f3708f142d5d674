import { describe, expect, it } from 'vitest'
import { demoFormFieldErrors } from '../demoForm'
import {
  cancellationSurveyForm,
  onboardingSurveyForm,
  surveySubmissionSchema,
  type OnboardingAnswers,
} from './surveys'

const answers: OnboardingAnswers = {
  role: 'analyst',
  experience: 'some',
  interests: ['derivatives', 'mining'],
  heardFrom: 'friend',
}

const errorsOf = (input: unknown) => {
  const result = surveySubmissionSchema.safeParse(input)
  return result.success ? {} : demoFormFieldErrors(result.error)
}

describe('survey submissions', () => {
  it('round-trips onboarding answers through the form encoding', () => {
    const form = new URLSearchParams(onboardingSurveyForm(answers))
    expect(form.get('interests')).toBe('derivatives,mining')
    expect(surveySubmissionSchema.parse(Object.fromEntries(form))).toEqual({
      surveyType: 'onboardingSurvey',
      ...answers,
    })
  })

  it('accepts a cancellation with or without a comment', () => {
    const withComment = cancellationSurveyForm({ reason: 'too_expensive', comment: ' Pricey ' })
    expect(surveySubmissionSchema.parse(withComment)).toEqual({
      surveyType: 'cancellationSurveyV2',
      reason: 'too_expensive',
      comment: 'Pricey',
    })
    expect(cancellationSurveyForm({ reason: 'other' })).toEqual({
      surveyType: 'cancellationSurveyV2',
      reason: 'other',
    })
  })

  it('names each missing or unknown answer', () => {
    expect(errorsOf({ surveyType: 'onboardingSurvey', role: '', interests: 'x,mining' })).toEqual({
      role: 'Field is required',
      experience: 'Field is required',
      interests: 'Choose one of the options',
      heardFrom: 'Field is required',
    })
    expect(errorsOf({ ...onboardingSurveyForm(answers), interests: '' })).toEqual({
      interests: 'Field is required',
    })
    expect(errorsOf({ surveyType: 'cancellationSurveyV2', reason: 'bored' })).toEqual({
      reason: 'Choose one of the options',
    })
  })

  it('refuses an unknown survey type', () => {
    expect(errorsOf({ surveyType: 'exitPoll' })).toEqual({ surveyType: 'Unknown survey type' })
    expect(errorsOf({})).toEqual({ surveyType: 'Unknown survey type' })
  })
})
