import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalEntity, legalVersionDate } from './legalEntity'
import { privacyProcessingSections } from './privacyNoticeSections'

/** How Onchain Studio processes personal data, why, for how long, and the user's rights. */
export function PrivacyNoticePage() {
  return (
    <LegalPage title="Privacy Notice" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        This notice explains which personal data {legalEntity.productName} processes when you use
        the web app, the installed app and the API, why, and what you can do about it. We never sell
        your data.
      </p>
      {privacyProcessingSections}
      <LegalSection id="legal-bases" title="Legal bases">
        <ul>
          <li>
            <strong>Contract</strong> (Art. 6(1)(b) GDPR): your account, the content you create,
            sessions, subscriptions, alerts, search and the assistant.
          </li>
          <li>
            <strong>Legitimate interests</strong> (Art. 6(1)(f) GDPR): security logs, fair-use
            limits, fraud prevention and error reporting, which keep the service reliable.
          </li>
          <li>
            <strong>Consent</strong> (Art. 6(1)(a) GDPR): push notifications, Telegram linking and
            analytics where required. You can withdraw consent at any time with effect for the
            future.
          </li>
          <li>
            <strong>Legal obligation</strong> (Art. 6(1)(c) GDPR): keeping billing and tax records.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="retention" title="How long we keep data">
        <p>
          Account data and your content are kept while your account exists. When you delete your
          account we erase them within 30 days; encrypted backups roll over within a further 35
          days. Access logs are kept for 14 days and error reports for 90 days. Push subscriptions
          and Telegram links are kept until you remove them. Billing records are kept for the period
          tax law requires (up to ten years). Data on your device stays until you clear it.
        </p>
      </LegalSection>
      <LegalSection id="recipients" title="Recipients and transfers">
        <p>
          Providers for hosting, e-mail, search, payments and, when enabled, error reporting process
          data on our instructions under data processing agreements; the list is in the Trust
          Center. Where a provider is outside the European Economic Area, transfers rely on an
          adequacy decision or the European Commission&apos;s standard contractual clauses. We
          disclose data to authorities only where the law obliges us to.
        </p>
      </LegalSection>
      <LegalSection id="your-rights" title="Your rights">
        <p>
          You have the right to access your data, to have it corrected or erased, to restrict or
          object to its processing, and to receive it in a portable format. You can also complain to
          a data protection supervisory authority, in particular in the country where you live.
        </p>
        <p>
          You can edit your account details and delete your account yourself in Account settings.
          For any other request write to <MailLink mailbox="privacy" />. We answer within one month.
        </p>
      </LegalSection>
      <LegalSection id="changes" title="Changes to this notice">
        <p>
          When we change how we process data we update this notice and the date above. For
          significant changes we tell signed-in users in the app before they take effect.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
