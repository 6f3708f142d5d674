import { Link } from '@tanstack/react-router'
import { footerLinks, socialLinks } from './links'

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Footer" className="footer-links">
        {footerLinks.map((link) =>
          'to' in link ? (
            <Link key={link.label} to={link.to}>
              {link.label}
            </Link>
          ) : (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ),
        )}
      </nav>
      <nav aria-label="Social" className="footer-social">
        {socialLinks.map((link) => (
          <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
      </nav>
      <p className="footer-copyright">
        © {new Date().getFullYear()} Onchain Studio. All rights reserved.
      </p>
    </footer>
  )
}
