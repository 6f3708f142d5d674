import { useId } from 'react'
import {
  coveredByOnboarding,
  demoFormTitle,
  marketingOptInAllowed,
  type DemoFormContext,
  type DemoFormField,
} from '@/core/demoForm'
import {
  companyAumOptions,
  companyTypeOptions,
  timelineOptions,
  tradingStrategyOptions,
  useCaseOptions,
} from '@/core/demoFormOptions'
import { CheckboxField, CheckboxGroup, SelectField, TextField } from '@/lib/ui/FormFields'
import { useFocusFirstInvalid } from '@/lib/ui/useFocusFirstInvalid'
import { useDemoForm } from './useDemoForm'
import './contactSales.css'

interface DemoFormProps {
  context: DemoFormContext
  onSubmitted: () => void
}

const textFields = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { field: 'email', label: 'Work email', autoComplete: 'email', type: 'email', required: true },
  { field: 'jobTitle', label: 'Job title', autoComplete: 'organization-title', required: true },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', required: true },
  { field: 'linkedIn', label: 'LinkedIn or Telegram', placeholder: 'linkedin.com/in/… or @handle' },
] as const

const selectFields = [
  { field: 'companyType', label: 'Institution type', options: companyTypeOptions },
  { field: 'companyAum', label: 'Company AUM (USD)', options: companyAumOptions },
  { field: 'timeline', label: 'Purchase timeline', options: timelineOptions },
] as const

/** The Schedule Demo Form (app.md sections 3, 5 and 7) as it appears in the Contact Sales modal. */
export function DemoForm({ context, onSubmitted }: DemoFormProps) {
  const form = useDemoForm(context, onSubmitted)
  const titleId = useId()
  const { formRef, refused } = useFocusFirstInvalid()
  const { values } = form
  const bind = (field: DemoFormField) => ({
    error: form.errorOf(field),
    onBlur: () => form.blur(field),
  })

  return (
    <form
      className="demo-form"
      aria-labelledby={titleId}
      noValidate
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault()
        if (!form.submit()) refused()
      }}
    >
      <h3 id={titleId} className="demo-form-title">
        {demoFormTitle}
      </h3>
      <p className="muted demo-form-intro">
        Tell us about your team and we will schedule a demo of Onchain Studio for you.
      </p>
      <div className="demo-form-grid">
        {textFields.map(({ field, ...props }) => (
          <TextField
            key={field}
            {...props}
            {...bind(field)}
            value={values[field]}
            onChange={(value) => form.setValue(field, value)}
          />
        ))}
        {selectFields.map(({ field, ...props }) => (
          <SelectField
            key={field}
            required
            {...props}
            {...bind(field)}
            value={values[field]}
            onChange={(value) => form.setValue(field, value)}
          />
        ))}
      </div>
      {coveredByOnboarding(context) ? (
        <p className="muted">
          Your use case and trading strategy come from your onboarding answers.
        </p>
      ) : (
        <>
          <CheckboxGroup
            label="Use case"
            required
            options={useCaseOptions}
            values={values.useCase}
            onChange={(selected) => form.setValue('useCase', selected)}
            {...bind('useCase')}
          />
          <CheckboxGroup
            label="Trading strategy"
            required
            options={tradingStrategyOptions}
            values={values.tradingStrategy}
            onChange={(selected) => form.setValue('tradingStrategy', selected)}
            {...bind('tradingStrategy')}
          />
        </>
      )}
      <TextField
        label="Anything else we should know?"
        multiline
        value={values.additionalInfo}
        onChange={(value) => form.setValue('additionalInfo', value)}
        {...bind('additionalInfo')}
      />
      {marketingOptInAllowed(context) ? (
        <CheckboxField
          checked={values.receiveComms}
          onChange={(checked) => form.setValue('receiveComms', checked)}
          {...bind('receiveComms')}
        >
          Send me product news and research from Onchain Studio
        </CheckboxField>
      ) : null}
      {context.user === null ? (
        <CheckboxField
          checked={values.terms}
          onChange={(checked) => form.setValue('terms', checked)}
          {...bind('terms')}
        >
          {/* In a new tab: the form keeps what was typed. */}I agree to the{' '}
          <a href="/terms-and-conditions" target="_blank" rel="noopener">
            Terms of Service
          </a>{' '}
          and the{' '}
          <a href="/privacy-notice" target="_blank" rel="noopener">
            Privacy Policy
          </a>{' '}
          *
        </CheckboxField>
      ) : null}
      <div className="demo-form-actions">
        <button type="submit" className="button primary" disabled={form.pending}>
          {form.pending ? 'Submitting…' : 'Submit'}
        </button>
      </div>
    </form>
  )
}
