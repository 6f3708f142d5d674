import type { ReactNode } from 'react'

export interface LegalSectionProps {
  /** Anchor for the table of contents; unique within the page. */
  id: string
  title: string
  children: ReactNode
}

/** One titled part of a legal page. LegalPage lists every LegalSection in its contents. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section className="legal-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
