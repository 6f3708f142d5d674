import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalEntity, legalVersionDate } from './legalEntity'

/** The ways to reach the team behind Onchain Studio and how quickly each one answers. */
export function ContactPage() {
  const { emails } = legalEntity
  return (
    <LegalPage title="Contact" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        We are a small team of analysts and engineers and we read every message. Choose the channel
        that fits your question and it reaches the right person first time.
      </p>
      <LegalSection id="support" title="Product support">
        <p>
          For help with charts, workbench formulas, dashboards, alerts, API keys or your
          subscription, write to <MailLink address={emails.support} />. Please include the address
          of the chart or dashboard, what you expected and what happened; for API questions add the
          request you sent, but never your API key. Signed-in users can also use Support in the user
          menu, and Give Feedback in the menu sends an idea or a bug report straight to the product
          team.
        </p>
        <p>
          Many answers are already in the documentation and the metric catalog, which explain every
          metric, its resolution and how it is calculated.
        </p>
      </LegalSection>
      <LegalSection id="sales" title="Sales and enterprise">
        <p>
          Interested in the Professional plan, team accounts, higher API limits, data licensing or a
          demo for your fund, desk or research team?{' '}
          <a href="?modal=contactSalesForm">Contact sales</a> with the form, or write to{' '}
          <MailLink address={emails.sales} />. Tell us about your use case and the assets and
          metrics you care about, and we will prepare a walkthrough that fits.
        </p>
      </LegalSection>
      <LegalSection id="privacy" title="Privacy and data protection">
        <p>
          For requests about your personal data, such as a copy of your data, corrections or
          questions about our processing, write to <MailLink address={emails.privacy} />. You can
          delete your account yourself in Account settings at any time. Please send privacy requests
          from the e-mail address of your account so we can verify it is you.
        </p>
      </LegalSection>
      <LegalSection id="press" title="Press and partnerships">
        <p>
          Journalists, researchers and partners can reach us at <MailLink address={emails.press} />.
          We are happy to provide charts for publication with attribution, background on on-chain
          metrics and comments on market structure.
        </p>
      </LegalSection>
      <LegalSection id="security" title="Security reports">
        <p>
          Found a vulnerability? Report it to <MailLink address={emails.security} />. The Trust
          Center describes our responsible disclosure rules.
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
          Our postal address and company details are in the Impressum. Please do not send
          confidential information or payment details by e-mail; billing questions about a charge
          can also go to Paddle, our merchant of record, via the link on your invoice.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
