import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'

export interface ReceivedMail {
  /** Envelope sender and recipients, as the client gave them in MAIL FROM and RCPT TO. */
  mailFrom: string | undefined
  rcptTo: string[]
  /** What onAuth returned for the session's login. */
  user: unknown
  /** The message as sent: headers and MIME body. */
  raw: string
}

export interface SmtpTestServer {
  port: number
  received: ReceivedMail[]
  /** `smtp://user:password@127.0.0.1:port`, the password URL-encoded. */
  url(password?: string): string
  close(): Promise<void>
}

/**
 * A real SMTP server on a free loopback port that wants `user` and `password`, for tests. Login
 * goes over plain text (it is loopback), and STARTTLS is off so the client does not try the
 * library's built-in test certificate. `onAuth` replaces the password check.
 */
export async function startSmtpTestServer(options: {
  user: string
  password: string
  onAuth?: SMTPServerOptions['onAuth']
}): Promise<SmtpTestServer> {
  const { user, password } = options
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth:
      options.onAuth ??
      ((auth, _session, callback) => {
        if (auth.username === user && auth.password === password) callback(null, { user })
        else callback(new Error('Invalid username or password'))
      }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope
        received.push({
          mailFrom: mailFrom === false ? undefined : mailFrom.address,
          rcptTo: rcptTo.map((recipient) => recipient.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    received,
    url: (pass = password) => `smtp://${user}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}
