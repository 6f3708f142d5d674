import { Link } from '@tanstack/react-router'
import { contactPageOf, type ContactTopic } from '@/core/api/contactForm'
import { ContactForm } from './contact/ContactForm'
import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalVersionDate } from './legalEntity'
import './contact/contact.css'

interface ContactPageProps {
  /** The topic the form opens on (`?topic=`: Support, Give Feedback, …). */
  topic: ContactTopic | undefined
  /** The page the visitor came from (`?referrer=`). */
  referrer: string | undefined
}

/** The ways to reach the team behind Onchain Studio, the contact form first. */
export function ContactPage({ topic, referrer }: ContactPageProps) {
  return (
    <LegalPage title="Contact" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        We are a small team of analysts and engineers and we read every message. Choose the topic
        that fits your question and it reaches the right person first time.
      </p>
      <section id="write-to-us" className="contact-form-section" aria-label="Contact form">
        <ContactForm key={topic ?? 'none'} topic={topic} page={contactPageOf(referrer)} />
      </section>
      <LegalSection id="support" title="Product support">
        <p>
          For help with charts, workbench formulas, dashboards, alerts, API keys or your
          subscription, write to <MailLink mailbox="support" />. Please include the address of the
          chart or dashboard, what you expected and what happened; for API questions add the request
          you sent, but never your API key. Support in the user menu opens this form, and Give
          Feedback in the menu sends an idea or a bug report to the product team.
        </p>
        <p>
          Many answers are already in the <Link to="/docs">documentation</Link> and the{' '}
          <Link to="/catalog">metric catalog</Link>, which explain every metric, its resolution and
          how it is calculated.
        </p>
      </LegalSection>
      <LegalSection id="sales" title="Sales and enterprise">
        <p>
          Interested in the Professional plan, team accounts, higher API limits, data licensing or a
          demo for your fund, desk or research team? Write to <MailLink mailbox="sales" />. Tell us
          about your use case and the assets and metrics you care about, and we will prepare a
          walkthrough that fits.
        </p>
      </LegalSection>
      <LegalSection id="privacy" title="Privacy and data protection">
        <p>
          For requests about your personal data, such as a copy of your data, corrections or
          questions about our processing, write to <MailLink mailbox="privacy" />. You can delete
          your account yourself in Account settings at any time. Please write from the e-mail
          address of your account so we can verify it is you.
        </p>
      </LegalSection>
      <LegalSection id="press" title="Press and partnerships">
        <p>
          Journalists, researchers and partners can write to <MailLink mailbox="press" />. We are
          happy to provide charts for publication with attribution, background on on-chain metrics
          and comments on market structure.
        </p>
      </LegalSection>
      <LegalSection id="security" title="Security reports">
        <p>
          Found a vulnerability? Write to <MailLink mailbox="security" />. The{' '}
          <Link to="/trust-center">Trust Center</Link> describes our responsible disclosure rules.
        </p>
      </LegalSection>
      <LegalSection id="response-times" title="Response times">
        <p>We answer on working days and aim for the following first-response times:</p>
        <ul>
          <li>Support: within one working day; same working day on the Professional plan.</li>
          <li>Sales and demo requests: within one working day.</li>
          <li>
            Privacy requests: within one week, and always within the one month the law allows.
          </li>
          <li>Press: within two working days.</li>
          <li>Security reports: acknowledged within two working days.</li>
        </ul>
        <p>
          Our postal address and company details are in the <Link to="/impressum">Impressum</Link>.
          Please do not send confidential information or payment details; billing questions about a
          charge can also go to Paddle, our merchant of record, via the link on your invoice.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
