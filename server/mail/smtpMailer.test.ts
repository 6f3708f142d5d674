import { afterEach, describe, expect, it } from 'vitest'
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtpTestServer'
import { createSmtpMailer, smtpTransportOptions } from './smtpMailer'
import { verificationMail } from './verificationMail'

const user = 'studio'
const password = 'p@ss:word/42'
const from = 'Onchain Studio <no-reply@studio.example.com>'
const link = 'https://studio.example.com/v1/user/verify?token=abc_DEF-123'

const servers: SmtpTestServer[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function startServer(onAuth?: Parameters<typeof startSmtpTestServer>[0]['onAuth']) {
  const server = await startSmtpTestServer({ user, password, ...(onAuth && { onAuth }) })
  servers.push(server)
  return server
}

describe('createSmtpMailer', () => {
  it('authenticates and delivers the text and HTML parts with the configured From', async () => {
    const { url, received } = await startServer()
    const mailer = createSmtpMailer({ url: url(), from })
    const mail = verificationMail('ada@example.org', 'Ada', link)

    await mailer.send(mail)

    expect(received).toHaveLength(1)
    const [message] = received
    expect(message?.user).toBe(user)
    expect(message?.rcptTo).toEqual(['ada@example.org'])
    expect(message?.mailFrom).toBe('no-reply@studio.example.com')
    const { headers, parts } = readMime(message?.raw ?? '')
    expect(headers.get('from')).toBe(from)
    expect(headers.get('to')).toBe('ada@example.org')
    expect(headers.get('subject')).toBe('Verify your email for Onchain Studio')
    expect(parts.get('text/plain')).toBe(mail.text.replace(/\n/g, '\r\n'))
    expect(parts.get('text/html')).toBe(mail.html)
  })

  it('rejects a wrong password with an error that does not repeat it', async () => {
    const { url, received } = await startServer()
    const mailer = createSmtpMailer({ url: url('wr0ng-Secret!'), from })

    const error = await mailer.send(verificationMail('ada@example.org', 'Ada', link)).then(
      () => undefined,
      (caught: unknown) => caught,
    )

    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/^SMTP delivery failed: Invalid login: 535/)
    expect(JSON.stringify(error)).toContain('EAUTH')
    expect(JSON.stringify({ message: (error as Error).message, ...(error as object) })).not.toMatch(
      /wr0ng|Secret/,
    )
    expect(received).toHaveLength(0)
  })

  it('takes the password out of a server reply that echoes it, in every encoding', async () => {
    const server = await startServer((auth, _session, callback) => {
      const plain = Buffer.from(`\u0000${auth.username}\u0000${auth.password}`).toString('base64')
      const login = Buffer.from(auth.password ?? '').toString('base64')
      callback(new Error(`No such user: ${auth.password} (${plain}, ${login})`))
    })
    const url = `${server.url('hunter2%25')}?authMethod=PLAIN`
    const mailer = createSmtpMailer({ url, from })

    const error = await mailer
      .send(verificationMail('ada@example.org', 'Ada', link))
      .catch((caught: unknown) => caught as Error)

    expect(error?.message).toMatch(/No such user: \[redacted\] \(\[redacted\], \[redacted\]\)/)
    expect(error?.message).not.toContain('hunter2')
  })

  it('never sends the password to a server without STARTTLS when TLS is required', async () => {
    const logins: unknown[] = []
    const server = await startServer((auth, _session, callback) => {
      logins.push(auth.username)
      callback(null, { user })
    })
    // Loopback is exempt by default; the URL's query asks for TLS as for a remote server.
    const mailer = createSmtpMailer({ url: `${server.url()}?requireTLS=true`, from })

    await expect(mailer.send(verificationMail('ada@example.org', 'Ada', link))).rejects.toThrow(
      /^SMTP delivery failed: .*TLS/,
    )
    expect(logins).toEqual([])
    expect(server.received).toHaveLength(0)
  })

  it('rejects when no server listens', async () => {
    const server = await startServer()
    await servers.pop()?.close()
    const mailer = createSmtpMailer({ url: server.url(), from })

    await expect(mailer.send(verificationMail('a@example.org', 'A', link))).rejects.toThrow(
      /^SMTP delivery failed: .*ECONNREFUSED/,
    )
  })
})

describe('smtpTransportOptions', () => {
  it('refuses anything but an smtp:// or smtps:// URL, without repeating it', () => {
    for (const url of ['not a url s3cret', 'mail.example.com:s3cret', 'https://u:s3cret@x']) {
      expect(() => smtpTransportOptions(url)).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('s3cret') as unknown }),
      )
      expect(() => createSmtpMailer({ url, from })).toThrow(/SMTP URL must be an smtp:/)
    }
  })

  it('requires STARTTLS before sending a password to another machine', () => {
    expect(smtpTransportOptions('smtp://u:p@mail.example.com:587').requireTLS).toBe(true)
    expect(smtpTransportOptions('smtp://u:p@127.0.0.1:25').requireTLS).toBe(false)
    expect(smtpTransportOptions('smtp://u:p@localhost:25').requireTLS).toBe(false)
    expect(smtpTransportOptions('smtp://u:p@[::1]:25').requireTLS).toBe(false)
    // Without credentials, STARTTLS stays opportunistic (a relay on the private network).
    expect(smtpTransportOptions('smtp://relay.internal:25').requireTLS).toBe(false)
  })

  it('keeps the URL whole, so its query can still set transport options', () => {
    const url = 'smtp://u:p@mail.example.com:587?requireTLS=false'
    expect(smtpTransportOptions(url)).toMatchObject({ url, connectionTimeout: 10_000 })
  })
})

/**
 * The top-level headers and the decoded body of each part of a simple multipart message, just
 * enough to read what nodemailer wrote (7bit, quoted-printable or base64 parts).
 */
function readMime(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n')
  const headers = readHeaders(head)
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1]
  const parts = new Map<string, string>()
  if (boundary === undefined) return { headers, parts }
  const sections = rest.join('\r\n\r\n').split(`--${boundary}`).slice(1, -1)
  for (const section of sections) {
    const [partHead = '', ...body] = section.replace(/^\r\n/, '').split('\r\n\r\n')
    const partHeaders = readHeaders(partHead)
    const type = (partHeaders.get('content-type') ?? '').split(';')[0] ?? ''
    const content = body.join('\r\n\r\n').replace(/\r\n$/, '')
    parts.set(type, decode(content, partHeaders.get('content-transfer-encoding') ?? '7bit'))
  }
  return { headers, parts }
}

function readHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decode(content: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(content, 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return content
  const bytes = content
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}
