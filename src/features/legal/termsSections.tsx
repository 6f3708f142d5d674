import { LegalSection } from './LegalSection'
import { legalEntity } from './legalEntity'

const product = legalEntity.productName

/** Service, accounts, plans and API use: the first half of the Terms and Conditions. */
export const termsServiceSections = [
  <LegalSection key="service" id="service" title="1. The service">
    <p>
      {product} is an analytics service for crypto assets. It offers metric charts, workbenches with
      formulas, dashboards, a metric catalog, alerts, an AI assistant and programmatic access
      through an API, in the browser and as an installable app. These terms form the contract
      between you and {legalEntity.operatorName} for its use.
    </p>
  </LegalSection>,
  <LegalSection key="accounts" id="accounts" title="2. Accounts">
    <p>
      Some features need an account. You must give a valid e-mail address, keep your login details
      secret and tell us promptly if you suspect misuse. Accounts are personal unless your order
      says otherwise. You must be at least 18 years old, or of legal age where you live, to create
      an account.
    </p>
  </LegalSection>,
  <LegalSection key="plans" id="plans" title="3. Plans, trial and billing">
    <p>
      Paid plans are Standard, Advanced and Professional, billed monthly or yearly in advance.
      Prices and the features of each plan are shown on the Pricing page when you order. New
      customers may start a 14-day free trial. Unless you cancel before the trial ends, it
      automatically renews into a paid Advanced subscription with the billing cycle you chose.
    </p>
    <p>
      Orders are processed by Paddle as merchant of record: Paddle sells you the subscription,
      charges the price including taxes and handles invoices and refunds under its buyer terms.
      Subscriptions renew automatically for the same period until cancelled. You can cancel at any
      time in Account settings; cancellation takes effect at the end of the current billing period
      and you keep access until then. We announce price changes at least 30 days before they apply
      to your next renewal.
    </p>
  </LegalSection>,
  <LegalSection key="api" id="api" title="4. API keys and fair use">
    <p>
      Plans that include API access let you generate API keys in Account settings. A key is tied to
      your account; keep it secret and do not embed it in public code or share it with others. You
      are responsible for all use of your keys; generating a new key invalidates the old one.
    </p>
    <p>
      Use is subject to fair-use limits: rate limits per key, the resolution and history of your
      plan, and reasonable volumes for you or your organisation. Requests over a limit are answered
      with an error until the limit resets. Bulk downloading, reselling or redistributing data, or
      feeding it into a competing service, needs a separate written agreement.
    </p>
  </LegalSection>,
  <LegalSection key="acceptable-use" id="acceptable-use" title="5. Acceptable use">
    <p>You must not:</p>
    <ul>
      <li>break the law or the rights of others when using the service;</li>
      <li>
        probe, scan or test the service for vulnerabilities except under our disclosure policy;
      </li>
      <li>bypass plan restrictions, rate limits or access controls, or share an account;</li>
      <li>scrape the service or overload it with automated requests outside the API;</li>
      <li>upload malicious code, or content that is unlawful, deceptive or infringing;</li>
      <li>use the service to manipulate markets or to mislead others about its data.</li>
    </ul>
  </LegalSection>,
]
