import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalEntity, legalVersionDate } from './legalEntity'

interface StorageItem {
  name: string
  kind: string
  purpose: string
  lifetime: string
}

const storageItems: readonly StorageItem[] = [
  {
    name: 'Session cookie',
    kind: 'Cookie (HttpOnly, Secure, SameSite)',
    purpose: 'Keeps you signed in after login and lets the server recognise your requests.',
    lifetime: 'Until you log out or the session expires',
  },
  {
    name: 'Preferences',
    kind: 'Local storage',
    purpose: 'Chart and display settings you choose, such as currency and scale.',
    lifetime: 'Until you clear site data',
  },
  {
    name: 'Dark mode',
    kind: 'Local storage',
    purpose: 'Remembers whether you switched dark mode on.',
    lifetime: 'Until you change it or clear site data',
  },
  {
    name: 'Recent searches',
    kind: 'Local storage',
    purpose: 'Shows your last searches in the search overlay; delete them there one by one or all.',
    lifetime: 'Until you clear them',
  },
  {
    name: 'Feature-flag overrides',
    kind: 'Local storage',
    purpose: 'Keeps preview features you turned on for yourself switched on.',
    lifetime: 'Until you turn them off or clear site data',
  },
  {
    name: 'Chart cache',
    kind: 'IndexedDB',
    purpose: 'Stores metric data of charts you viewed so they open quickly and offline.',
    lifetime: 'Oldest entries are evicted when the storage budget is full',
  },
  {
    name: 'Offline outbox',
    kind: 'IndexedDB',
    purpose: 'Holds edits made offline until they have been sent to the server.',
    lifetime: 'Until each edit is synchronised',
  },
  {
    name: 'Application files',
    kind: 'Service worker cache',
    purpose: 'A copy of the app and of recent content, such as the changelog, for offline starts.',
    lifetime: 'Replaced with each new version of the app',
  },
]

/** The one cookie Onchain Studio sets and everything else it keeps in the browser. */
export function CookieNoticePage() {
  return (
    <LegalPage title="Cookie Notice" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        {legalEntity.productName} sets a single cookie, and it is strictly necessary: it keeps you
        signed in. We use no advertising cookies, no cross-site tracking and no third-party
        marketing tags. This notice also lists what the app stores in your browser by other means,
        because the same rules apply to it.
      </p>
      <LegalSection id="what-we-store" title="What we store">
        <div className="legal-table-wrap">
          <table className="legal-table">
            <caption>Cookies and browser storage used by the app</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Type</th>
                <th scope="col">Purpose</th>
                <th scope="col">Lifetime</th>
              </tr>
            </thead>
            <tbody>
              {storageItems.map((item) => (
                <tr key={item.name}>
                  <th scope="row">{item.name}</th>
                  <td>{item.kind}</td>
                  <td>{item.purpose}</td>
                  <td>{item.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LegalSection>
      <LegalSection id="session-cookie" title="The session cookie">
        <p>
          When you log in, the app hands your login to our server once and the server answers with
          the session cookie. Because it is HttpOnly, scripts on the page cannot read it; because it
          is SameSite and Secure, browsers send it only over encrypted connections and not with
          requests that other websites make in the background. No login token is kept in local
          storage.
        </p>
      </LegalSection>
      <LegalSection id="legal-basis" title="Why no consent banner">
        <p>
          Storing information on your device needs your consent unless it is strictly necessary for
          a service you asked for. Everything listed above is either necessary to provide the app
          (the session cookie, the offline caches and the outbox) or stores a choice you made
          yourself (preferences, dark mode, recent searches, feature overrides). None of it is
          shared with third parties or used to build a profile of you.
        </p>
      </LegalSection>
      <LegalSection id="third-parties" title="Checkout and optional features">
        <p>
          When you open checkout, the payment form is provided by Paddle, our merchant of record,
          which may set its own cookies needed for payment and fraud prevention; its cookie notice
          applies. Error reporting and analytics, when the operator enables them, do not set
          cookies. Analytics are off by default.
        </p>
      </LegalSection>
      <LegalSection id="control" title="How to control storage">
        <p>
          You can delete cookies and site data at any time in your browser settings, which also
          removes cached charts and any edits not yet synchronised. If you block the session cookie,
          you can still browse public pages but you cannot log in. For questions, write to{' '}
          <MailLink mailbox="privacy" />.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
