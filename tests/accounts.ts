import { spawnSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Where the e2e server's file mailer writes (scripts/e2e-server.mjs sets DATA_DIR). */
export const mailDir = path.resolve(process.env.DATA_DIR ?? '.tmp/e2e-data', 'mail')

export interface TestAccount {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** A fresh identity per test, so tests never share an account. */
export function newAccount(label = 'analyst'): TestAccount {
  return {
    email: `${label}-${randomBytes(6).toString('hex')}@e2e.example`,
    password: `pw-${randomBytes(9).toString('base64url')}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
  }
}

interface MailFile {
  to: string
  subject: string
  text: string
  link?: string
}

/**
 * The newest mail to `email` whose subject matches, waiting for it to be written; in `folder`
 * for a server of the test's own (serverProcess.ts).
 */
export async function readMail(
  email: string,
  subject: RegExp,
  folder = mailDir,
): Promise<MailFile> {
  let found: MailFile | undefined
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[])
        for (const name of names.sort().reverse()) {
          const mail = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as MailFile
          if (mail.to === email && subject.test(mail.subject)) {
            found = mail
            return true
          }
        }
        return false
      },
      { message: `a mail to ${email} matching ${String(subject)}` },
    )
    .toBe(true)
  if (found === undefined) throw new Error('unreachable')
  return found
}

/** The link in the newest verification mail to `email`. */
export async function verificationLink(email: string, folder = mailDir): Promise<string> {
  const mail = await readMail(email, /verify|confirm|activate/i, folder)
  if (mail.link === undefined) throw new Error(`the mail to ${email} has no link`)
  return mail.link
}

/**
 * Setup for tests about something other than sign-up: an account created, verified and signed
 * in through the real user API. `page.request` shares the page's cookies, so the browser is
 * signed in afterwards. The sign-in journey itself is driven through the provider's pages in
 * tests/signIn.spec.ts.
 */
export async function signedInAccount(page: Page, label?: string): Promise<TestAccount> {
  const account = newAccount(label)
  await createVerifiedAccount(page.request, account)
  const login = await page.request.post('/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { Origin: originOf(page) },
  })
  expect(login.status(), await login.text()).toBe(200)
  return account
}

export async function createVerifiedAccount(
  request: APIRequestContext,
  account: TestAccount,
  folder = mailDir,
): Promise<void> {
  const signup = await request.post('/v1/user/signup', {
    data: { ...account, newsletter: false },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const verify = await request.get(await verificationLink(account.email, folder), {
    headers: { Accept: 'application/json' },
  })
  expect(verify.status(), await verify.text()).toBe(200)
}

function originOf(page: Page): string {
  const base = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`
  return page.url().startsWith('http') ? new URL(page.url()).origin : base
}

/**
 * Gives an account a plan the way an operator does (`npm run user:plan`), on the e2e server's
 * database: Professional is sold by the sales team, not through the checkout.
 */
export function grantPlan(email: string, plan: 'advanced' | 'professional' | 'standard'): void {
  const result = spawnSync(
    process.execPath,
    ['scripts/runCompiled.mjs', 'cli/userPlan', email, plan],
    {
      env: { ...process.env, DATA_DIR: path.resolve(process.env.DATA_DIR ?? '.tmp/e2e-data') },
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`user:plan failed: ${result.stderr}`)
}
