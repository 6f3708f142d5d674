import { useId } from 'react'
import { contactTopicLabels, contactTopics, type ContactTopic } from '@/core/api/contactForm'
import { useCurrentUser } from '@/lib/auth/currentUser'
import { SelectField, TextField } from '@/lib/ui/FormFields'
import { useFocusFirstInvalid } from '@/lib/ui/useFocusFirstInvalid'
import { useContactForm } from './useContactForm'

const topicOptions = contactTopics.map((value) => ({ value, label: contactTopicLabels[value] }))

interface ContactFormProps {
  topic: ContactTopic | undefined
  /** The page the visitor came from, sent along so we see what they saw. */
  page: string | undefined
}

/** The contact form: a message to the team on a topic (POST /v1/forms/contact). */
export function ContactForm(props: ContactFormProps) {
  const { user, status } = useCurrentUser()
  // The form reads the user once: someone signing in meanwhile keeps what they typed.
  if (status === 'initial') return null
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : ''
  return <Form key={user?.uuid ?? 'guest'} {...props} name={name} email={user?.email ?? ''} />
}

function Form({ topic, page, name, email }: ContactFormProps & { name: string; email: string }) {
  const form = useContactForm({ topic: topic ?? 'support', name, email, message: '' }, page)
  const titleId = useId()
  const { formRef, refused } = useFocusFirstInvalid()
  const bind = (field: 'topic' | 'name' | 'email' | 'message') => ({
    value: form.values[field],
    error: form.errorOf(field),
    onChange: (value: string) => form.setValue(field, value),
    onBlur: () => form.blur(field),
  })

  if (form.sent) {
    return (
      <div className="contact-form contact-sent" role="status">
        <h2>Thank you, your message is on its way</h2>
        <p>We answer at {form.values.email}, usually within one working day.</p>
        <button type="button" className="button" onClick={form.reset}>
          Write another message
        </button>
      </div>
    )
  }
  return (
    <form
      className="contact-form"
      aria-labelledby={titleId}
      noValidate
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault()
        if (!form.submit()) refused()
      }}
    >
      <h2 id={titleId}>Write to us</h2>
      <div className="contact-form-grid">
        <SelectField label="Topic" required options={topicOptions} {...bind('topic')} />
        <TextField label="Name" required autoComplete="name" {...bind('name')} />
        <TextField label="Email" required type="email" autoComplete="email" {...bind('email')} />
      </div>
      <TextField label="Message" required multiline {...bind('message')} />
      {form.failure ? (
        <p className="contact-failure" role="alert">
          {form.failure}
        </p>
      ) : null}
      <div className="contact-form-actions">
        <button type="submit" className="button primary" disabled={form.pending}>
          {form.pending ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  )
}
