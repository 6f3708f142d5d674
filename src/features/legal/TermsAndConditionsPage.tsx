import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalEntity, legalVersionDate } from './legalEntity'
import { termsServiceSections } from './termsSections'

/** The contract for using Onchain Studio: service, plans, API, duties, liability and law. */
export function TermsAndConditionsPage() {
  return (
    <LegalPage title="Terms and Conditions" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        These terms apply to every use of {legalEntity.productName}. By creating an account,
        starting a trial or using the API you agree to them.
      </p>
      {termsServiceSections}
      <LegalSection id="your-content" title="6. Your content">
        <p>
          Charts, workbenches, formulas, dashboards and alerts you create remain yours. You grant us
          the rights needed to store, process and display them to you and, where you choose to share
          them, to the people you share them with.
        </p>
      </LegalSection>
      <LegalSection id="data-as-is" title="7. Data is provided as is">
        <p>
          Market and on-chain data are collected from third-party sources and blockchains, processed
          automatically and may be incomplete, delayed, revised or wrong. We provide the data,
          indicators and model outputs &quot;as is&quot; and &quot;as available&quot;, without any
          warranty of accuracy, completeness or fitness for a particular purpose.
        </p>
      </LegalSection>
      <LegalSection id="no-advice" title="8. No financial advice">
        <p>
          Nothing in the service is financial, investment, legal or tax advice, or a recommendation
          to buy, sell or hold any asset. Signals and outputs of the large market model are
          statistical indications. Your decisions are your own; see the Disclaimer.
        </p>
      </LegalSection>
      <LegalSection id="availability" title="9. Availability and changes">
        <p>
          We aim for high availability but cannot guarantee uninterrupted service. We may change
          features, metrics and data sources. If a change materially reduces what your paid plan
          offers, you may cancel and receive a pro-rata refund for the unused period.
        </p>
      </LegalSection>
      <LegalSection id="liability" title="10. Liability">
        <p>
          We are liable without limitation for intent and gross negligence, for injury to life, body
          or health, and where mandatory law provides so. For slight negligence we are liable only
          for breach of an essential contractual obligation, limited to the damage typical and
          foreseeable at the time of contract, and in total to the fees you paid in the twelve
          months before the event. We are not liable for trading losses or lost profits arising from
          decisions based on the service.
        </p>
      </LegalSection>
      <LegalSection id="termination" title="11. Termination">
        <p>
          You may stop using the service and delete your account at any time in Account settings. We
          may suspend or close accounts that seriously or repeatedly breach these terms, after a
          warning where reasonable. On termination your access ends and your content is deleted as
          described in the Privacy Notice.
        </p>
      </LegalSection>
      <LegalSection id="changes" title="12. Changes to these terms">
        <p>
          We may update these terms for legal, security or product reasons. We notify you at least
          30 days before material changes take effect; if you do not agree you may cancel before
          then. Continued use after that date means you accept the new terms.
        </p>
      </LegalSection>
      <LegalSection id="law" title="13. Governing law and contact">
        <p>
          These terms are governed by the laws of {legalEntity.governingLaw}. Courts at{' '}
          {legalEntity.courts} have jurisdiction where the law permits; mandatory consumer
          protection rules of your country of residence remain unaffected. For questions about these
          terms, write to <MailLink mailbox="support" />.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
