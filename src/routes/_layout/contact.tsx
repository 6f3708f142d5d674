import { createFileRoute } from '@tanstack/react-router'
import { contactSearchSchema } from '@/core/api/contactForm'
import { ContactPage } from '@/features/legal/ContactPage'

export const Route = createFileRoute('/_layout/contact')({
  validateSearch: contactSearchSchema,
  component: Contact,
})

function Contact() {
  const { topic, referrer } = Route.useSearch()
  return <ContactPage topic={topic} referrer={referrer} />
}
