import { LegalPage } from './LegalPage'
import { LegalSection } from './LegalSection'
import { MailLink } from './MailLink'
import { legalEntity, legalVersionDate } from './legalEntity'

/** Data processed on the product's social media profiles, including joint controllership. */
export function SocialMediaPrivacyNoticePage() {
  return (
    <LegalPage title="Privacy Notice for Social Media" lastUpdated={legalVersionDate}>
      <p className="legal-lead">
        {legalEntity.productName} keeps public profiles on social networks to share product news,
        chart walkthroughs and market commentary, and to answer questions. This notice explains what
        happens to your personal data when you visit or interact with those profiles. It supplements
        our main Privacy Notice.
      </p>
      <LegalSection id="profiles" title="Our profiles">
        <ul>
          <li>
            <strong>X</strong>: announcements, release notes and short chart commentary.
          </li>
          <li>
            <strong>LinkedIn</strong>: company news, job openings and longer articles.
          </li>
          <li>
            <strong>Telegram</strong>: a public announcement channel. The alert bot you can link to
            your account is part of the product and is covered by the main Privacy Notice.
          </li>
          <li>
            <strong>YouTube</strong>: tutorials and recorded webinars about the product.
          </li>
        </ul>
        <p>
          You find them by searching for &quot;{legalEntity.productName}&quot; on each network; the
          links in the app footer lead to the same profiles.
        </p>
      </LegalSection>
      <LegalSection id="what-we-process" title="What we process">
        <p>
          When you follow us, comment, share, react or send us a message, we see what the network
          shows us: your public profile name and picture, the content of your post or message and
          the time it was sent. We use it to read and answer you and to run our community. We do not
          combine it with your {legalEntity.productName} account unless you ask us to, for example
          because you want support with your subscription.
        </p>
        <p>
          The networks also give us statistics about our profiles (&quot;insights&quot;), such as
          reach, number of followers and the share of visitors by country or industry. These figures
          are aggregated: we cannot identify individual visitors from them.
        </p>
      </LegalSection>
      <LegalSection id="joint-controllership" title="Joint controllership">
        <p>
          For the insights statistics, we and the operator of the respective network are joint
          controllers under Art. 26 GDPR, because the network collects visitor data partly on our
          behalf when it counts visits to our page. The network operator has taken on the primary
          responsibility for this processing: it informs you about it, provides the means to
          exercise your rights, and secures the data. We have no access to the underlying raw data
          and cannot decide how long the network stores it.
        </p>
        <p>
          For everything else the network does with your data, including tracking across sites,
          profiling and advertising, the network operator alone is the controller. Please read the
          privacy policy of each network and use its privacy settings; they also describe transfers
          to countries outside the European Economic Area.
        </p>
      </LegalSection>
      <LegalSection id="legal-basis" title="Purposes and legal basis">
        <p>
          We run the profiles on the basis of our legitimate interest in communicating with our
          users and the public about the product (Art. 6(1)(f) GDPR). When your message concerns
          your account or a contract with us, we process it to perform that contract (Art. 6(1)(b)
          GDPR). Where a network asks for your consent, for example for cookies, that consent is the
          legal basis for the network&apos;s processing.
        </p>
      </LegalSection>
      <LegalSection id="retention" title="Retention">
        <p>
          Your public posts stay on the network until you or we delete them. We delete private
          messages from our side once your request has been dealt with, and at the latest after 12
          months, unless we must keep them longer, for example as evidence in a dispute.
        </p>
      </LegalSection>
      <LegalSection id="your-rights" title="Your rights">
        <p>
          You have the rights described in our main Privacy Notice: access, correction, erasure,
          restriction, objection and portability, and the right to complain to a supervisory
          authority. For data held by a network, the quickest route is the network itself, since
          only it has full access; you can also write to <MailLink mailbox="privacy" /> and we will
          pass your request on and help where we can.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
