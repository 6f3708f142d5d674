import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalEntity } from './legalEntity'

/** What Onchain Studio processes and where: the first half of the privacy notice. */
export const privacyProcessingSections = [
  <LegalSection key="controller" id="controller" title="Who is responsible">
    <p>
      The controller for the processing described here is {legalEntity.operatorName}, the operator
      of this deployment (see the Impressum for the postal address). For questions about your data,
      write to <MailLink mailbox="privacy" />.
    </p>
  </LegalSection>,
  <LegalSection key="account" id="account-data" title="Your account and what you create">
    <p>
      When you sign up we store your e-mail address, your name, the identifier our login service
      assigns to you, and your plan and subscription status. We also store what you create: charts,
      workbenches and formulas, dashboards, favourites, alerts and API keys (as a hash only). We
      count API requests per key to enforce fair-use limits, and our servers keep access logs (IP
      address, browser, time, requested address) for security.
    </p>
  </LegalSection>,
  <LegalSection key="device" id="device-storage" title="What is stored on your device">
    <ul>
      <li>
        <strong>Session cookie.</strong> One HttpOnly, SameSite cookie keeps you signed in; scripts
        cannot read it.
      </li>
      <li>
        <strong>Local storage.</strong> Your preferences (such as chart settings and the currency),
        your recent searches, feature-flag overrides you switch on, and your dark-mode choice.
      </li>
      <li>
        <strong>IndexedDB.</strong> Cached chart data so charts you viewed open offline, and an
        outbox of edits made offline (for example to dashboards and favourites) that is sent once
        you are back online.
      </li>
      <li>
        <strong>Service worker.</strong> Keeps a copy of the app so it works without a connection,
        and receives push notifications.
      </li>
    </ul>
    <p>
      This data stays on your device and is not used to track you. You can remove it at any time by
      clearing this app&apos;s site data in your browser.
    </p>
  </LegalSection>,
  <LegalSection key="notifications" id="notifications" title="Alerts, push and Telegram">
    <p>
      If you allow push notifications, your browser gives us a subscription (an address at your
      browser vendor&apos;s push service and encryption keys). We store it with your account and
      send alerts through that service, encrypted so that it cannot read them. It is deleted when
      you turn notifications off or it expires.
    </p>
    <p>
      If you link Telegram, we store your Telegram chat identifier so our bot can send you alerts.
      You can unlink Telegram in Settings, Notifications, or by sending /stop to the bot. If you set
      an alert webhook, we store its address and the secret that signs what we send to it.
    </p>
  </LegalSection>,
  <LegalSection key="payments" id="payments" title="Payments">
    <p>
      Subscriptions are sold by Paddle, which acts as merchant of record: Paddle collects your
      payment details, billing address and tax information. We never see your card number. Paddle
      tells us your customer identifier, plan, billing cycle, subscription status and country so we
      can unlock your plan. For its own legal obligations Paddle is a separate controller under its
      own privacy notice.
    </p>
  </LegalSection>,
  <LegalSection key="search-chat" id="search-and-chat" title="Search and the AI assistant">
    <p>
      Search queries are sent to our search provider to find matching charts, dashboards and assets.
      Messages you send to the AI assistant are processed to produce an answer and kept with your
      conversation history; if you report an issue with a conversation, we review that conversation
      to improve the assistant.
    </p>
  </LegalSection>,
  <LegalSection key="diagnostics" id="diagnostics" title="Error reporting and analytics">
    <p>
      Error reporting runs only on the production deployment and only if the operator has configured
      it. It sends a 20% sample of errors with the message, stack trace, page address and browser
      details, but not your name or e-mail address. Product analytics are off by default. If the
      operator switches them on, we record pseudonymous usage events (such as pages opened and
      features used) to improve the product, and ask for your consent first where the law requires
      it.
    </p>
  </LegalSection>,
]
