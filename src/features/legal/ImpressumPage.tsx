import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalDomain, legalEntity, legalVersionDate } from './legalEntity'

/** Provider identification: who operates this deployment and how to reach them. */
export function ImpressumPage() {
  return (
    <LegalPage title="Impressum" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        Information about the provider of this website and app, as required by the laws on
        electronic commerce and telemedia services.
      </p>
      {legalEntity.isPlaceholder && (
        <p className="legal-notice" role="note">
          The operator of this deployment has not yet entered its company details. The bracketed
          values below are placeholders that the operator must replace before the service is offered
          to the public.
        </p>
      )}
      <LegalSection id="provider" title="Service provider">
        <address className="legal-address">
          <strong>{legalEntity.operatorName}</strong>
          <br />
          {legalEntity.legalForm}
          {legalEntity.address.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
        <dl className="legal-facts">
          <dt>Represented by</dt>
          <dd>{legalEntity.representative}</dd>
          <dt>Register entry</dt>
          <dd>{legalEntity.registration}</dd>
          <dt>VAT identification number</dt>
          <dd>{legalEntity.vatId}</dd>
          <dt>Website</dt>
          <dd>{legalDomain}</dd>
        </dl>
      </LegalSection>
      <LegalSection id="contact" title="Contact">
        <p>
          General enquiries and support: <MailLink mailbox="support" fallback="the contact form" />
          <br />
          Sales and enterprise plans: <MailLink mailbox="sales" fallback="the Contact Sales form" />
          <br />
          Data protection: <MailLink mailbox="privacy" fallback="the contact form" />
        </p>
        <p>
          We answer on working days. The Contact page lists further ways to reach us and our usual
          response times.
        </p>
      </LegalSection>
      <LegalSection id="editorial" title="Responsible for content">
        <p>
          Responsible for the editorial content of this website, including articles, changelog
          entries and the descriptions in the metric catalog, is {legalEntity.representative},
          reachable at the address above.
        </p>
      </LegalSection>
      <LegalSection id="disputes" title="Consumer dispute resolution">
        <p>
          We are neither obliged nor willing to take part in dispute resolution proceedings before a
          consumer arbitration board. If you have a complaint, please write to us first; most issues
          are solved quickly that way.
        </p>
      </LegalSection>
      <LegalSection id="liability-content" title="Liability for content and links">
        <p>
          We prepare the content of this service with care, but market and on-chain data come from
          many sources, are processed automatically and can be delayed, revised or wrong. Charts,
          indicators, signals and model outputs are information, not advice; the Disclaimer explains
          this in detail. Deployments that run on demonstration data label it as &quot;Demo
          data&quot; in the app.
        </p>
        <p>
          Our pages contain links to websites of third parties whose content we do not control. We
          checked linked pages for obvious legal violations when we added the link; if we learn of
          an infringement we remove the link promptly.
        </p>
      </LegalSection>
      <LegalSection id="copyright" title="Copyright">
        <p>
          Texts, graphics, the logo and the software of {legalEntity.productName} are protected by
          copyright. Charts you export may be shared with attribution to {legalEntity.productName};
          any other reproduction needs our written permission, unless your plan or the Terms and
          Conditions allow it.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
