export interface MailLinkProps {
  address: string
}

/** An e-mail address shown as itself, so it can be copied as well as clicked. */
export function MailLink({ address }: MailLinkProps) {
  return <a href={`mailto:${address}`}>{address}</a>
}
