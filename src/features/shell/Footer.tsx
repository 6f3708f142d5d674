import { Link } from '@tanstack/react-router'
import { useSiteLinks } from '@/lib/config/siteLinks'
import { footerLinks } from './links'

export function Footer() {
  const { social } = useSiteLinks()
  return (
    <footer className="footer">
      <nav aria-label="Footer" className="footer-links">
        {footerLinks.map((link) => (
          <Link key={link.label} to={link.to} search={'search' in link ? link.search : {}}>
            {link.label}
          </Link>
        ))}
      </nav>
      {/* The deployment's own profiles (SOCIAL_LINKS); none are shown until it names some. */}
      {social.length > 0 ? (
        <nav aria-label="Social" className="footer-social">
          {social.map((link) => (
            <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ))}
        </nav>
      ) : null}
      <p className="footer-copyright">
        © {new Date().getFullYear()} Onchain Studio. All rights reserved.
      </p>
    </footer>
  )
}
