import { Link } from '@tanstack/react-router'
import type { ChangelogItem } from '@/core/api/cms'
import { isApiPath } from '@/core/api/prefixes'

const tagLabels: Readonly<Record<ChangelogItem['tag'], string>> = {
  'bug-fix': 'Bug fix',
  deprecation: 'Deprecation',
  improvement: 'Improvement',
  'new-release': 'New release',
}

const publishedDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** One What's New item: date, kind, title, what changed and where to see it. */
export function ChangelogEntry({ item }: { item: ChangelogItem }) {
  return (
    <article className="changelog-entry">
      <p className="changelog-meta">
        <time dateTime={item.publishAt}>{publishedDate.format(new Date(item.publishAt))}</time>
        <span className={`changelog-tag changelog-tag-${item.tag}`}>{tagLabels[item.tag]}</span>
      </p>
      <h2>{item.title}</h2>
      <p>{item.description}</p>
      {item.link === null ? null : <EntryLink href={item.link} label={item.linkLabel} />}
    </article>
  )
}

/** An app page through the router; anything else (an API path, another site) in a new tab. */
function EntryLink({ href, label }: { href: string; label: string | null }) {
  const text = label ?? 'Learn more'
  const inApp = /^\/(?![/\\])/.test(href) && !isApiPath(new URL(href, location.origin).pathname)
  return inApp ? (
    <Link to={href}>{text}</Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
}
