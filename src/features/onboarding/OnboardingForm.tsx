import {
  experienceOptions,
  heardFromOptions,
  interestOptions,
  roleOptions,
} from '@/core/surveyOptions'
import { CheckboxGroup, SelectField } from '@/lib/ui/FormFields'
import { useFocusFirstInvalid } from '@/lib/ui/useFocusFirstInvalid'
import { useOnboardingSurvey, type OnboardingField } from './onboardingSurvey'
import './onboarding.css'

const selectFields = [
  { field: 'role', label: 'Which best describes your role?', options: roleOptions },
  {
    field: 'experience',
    label: 'How experienced are you with on-chain data?',
    options: experienceOptions,
  },
  { field: 'heardFrom', label: 'How did you hear about us?', options: heardFromOptions },
] as const

// Errors show after a submit, so leaving a field needs no handler.
const noBlur = () => {}

/** The onboarding survey (app.md section 3): four questions, posted form-encoded. */
export function OnboardingForm({ onDone }: { onDone: () => void }) {
  const survey = useOnboardingSurvey(onDone)
  const { formRef, refused } = useFocusFirstInvalid()
  const bind = (field: OnboardingField) => ({ error: survey.errorOf(field), onBlur: noBlur })

  return (
    <form
      className="onboarding-form"
      aria-label="Onboarding survey"
      noValidate
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault()
        if (!survey.submit()) refused()
      }}
    >
      {selectFields.map(({ field, ...props }) => (
        <SelectField
          key={field}
          required
          {...props}
          {...bind(field)}
          value={survey.draft[field]}
          onChange={(value) => survey.setValue(field, value)}
        />
      ))}
      <CheckboxGroup
        label="What are you most interested in?"
        required
        options={interestOptions}
        values={survey.draft.interests}
        onChange={(selected) => survey.setValue('interests', selected)}
        {...bind('interests')}
      />
      {survey.failure ? (
        <p className="form-error" role="alert">
          {survey.failure}
        </p>
      ) : null}
      <div className="onboarding-actions">
        <button type="submit" className="button primary" disabled={survey.pending}>
          {survey.pending ? 'Saving…' : 'Continue'}
        </button>
      </div>
    </form>
  )
}
