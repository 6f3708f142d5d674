import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalEntity, legalVersionDate } from './legalEntity'
import { subprocessors } from './subprocessors'

/** How Onchain Studio protects data: security practices, subprocessors, availability. */
export function TrustCenterPage() {
  return (
    <LegalPage title="Trust Center" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        Analysts trust {legalEntity.productName} with their research, their API keys and their
        alerts. This page describes how we protect that trust: the security measures built into the
        product, the providers we rely on and how we keep the service available.
      </p>
      <LegalSection id="security" title="Security practices">
        <ul>
          <li>
            <strong>Encryption in transit.</strong> All traffic to the app and the API uses TLS;
            browsers are told to use HTTPS only. Backups are encrypted at rest.
          </li>
          <li>
            <strong>Passwords.</strong> Passwords are never stored. We keep only a hash computed
            with a memory-hard function and a unique salt per password, which makes guessing attacks
            expensive even if a hash were stolen. API keys are stored as hashes as well.
          </li>
          <li>
            <strong>Sessions.</strong> After login the server issues an HttpOnly, Secure, SameSite
            session cookie. Scripts cannot read it, and no login token is kept in browser storage.
            Sessions are re-validated regularly and can be revoked by the server at any time.
          </li>
          <li>
            <strong>CSRF protection.</strong> Every request that changes data is checked for
            cross-site request forgery on top of the SameSite cookie policy.
          </li>
          <li>
            <strong>Content-Security-Policy.</strong> The app runs under a strict policy that allows
            no inline scripts or styles and only the sources the product needs, which limits the
            damage any injected content could do.
          </li>
          <li>
            <strong>Least privilege.</strong> Staff get access only to the systems their role needs,
            with multi-factor authentication, and access is reviewed regularly. Each service
            component runs with the minimum permissions it needs.
          </li>
          <li>
            <strong>Backups.</strong> The database is backed up daily; backups are kept for 35 days
            and restores are tested.
          </li>
          <li>
            <strong>Incident response.</strong> We follow a documented process to contain,
            investigate and fix incidents. If a breach affects your personal data, we inform you and
            the competent authority without undue delay, within 72 hours where the GDPR requires it.
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="your-device" title="Data on your device">
        <p>
          To work offline, the app keeps cached charts and unsynchronised edits in your browser.
          They are protected by your device and browser account, so use device encryption and a
          screen lock, and clear the site data when you use a shared computer.
        </p>
      </LegalSection>
      <LegalSection id="subprocessors" title="Subprocessors">
        <p>
          We use the following providers to run the service. Each one processes data only for the
          stated purpose under a data processing agreement; transfers outside the European Economic
          Area rely on adequacy decisions or standard contractual clauses. We announce changes to
          this list here before they take effect.
        </p>
        <div className="legal-table-wrap">
          <table className="legal-table">
            <caption>Current subprocessors</caption>
            <thead>
              <tr>
                <th scope="col">Provider</th>
                <th scope="col">Purpose</th>
                <th scope="col">Data</th>
                <th scope="col">Location</th>
              </tr>
            </thead>
            <tbody>
              {subprocessors.map((provider) => (
                <tr key={provider.name}>
                  <th scope="row">{provider.name}</th>
                  <td>{provider.purpose}</td>
                  <td>{provider.data}</td>
                  <td>{provider.location}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          The AI assistant runs on our own servers unless the operator connects an external model
          provider, which is then listed here.
        </p>
      </LegalSection>
      <LegalSection id="availability" title="Uptime and status">
        <p>
          We target 99.9% monthly availability for the app and the API, excluding announced
          maintenance. Planned maintenance is announced in the app in advance; during incidents we
          post updates in the What&apos;s New feed and e-mail affected API customers. While the
          service or your connection is down, the installed app keeps showing cached charts and
          queues your edits, marked by the offline badge, and synchronises them when it can.
        </p>
      </LegalSection>
      <LegalSection id="disclosure" title="Responsible disclosure">
        <p>
          If you believe you have found a security vulnerability, please report it with steps to
          reproduce: write to <MailLink mailbox="security" />. We acknowledge reports within two
          working days and keep you informed until the issue is fixed. We will not take legal action
          against research done in good faith that respects these rules: do not access or change
          other users&apos; data, do not degrade the service, and give us reasonable time to fix the
          issue before disclosing it.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
