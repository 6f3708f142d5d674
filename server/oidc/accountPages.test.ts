import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/testApp'
import { authorizeUrl, browser, createUser, formAction, origin, pkce } from './testing'

describe('identity provider account pages', () => {
  let test: TestApp | undefined
  afterEach(async () => {
    await test?.close()
    test = undefined
  })
  const lastLink = (t: TestApp) => {
    const dir = path.join(t.dataDir, 'mail')
    const name = readdirSync(dir).sort().at(-1) ?? ''
    const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { link: string }
    return new URL(mail.link)
  }

  it('signs up from the sign-in page and mails a verification link', async () => {
    const t = (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
    const b = browser(t)
    const signIn = await b.follow(await b.get(authorizeUrl(pkce().challenge)))
    const signUpPath = /href="([^"]+\/signup)"/.exec(signIn.body)?.[1] ?? ''
    const page = await b.get(signUpPath)
    const res = await b.post(formAction(page.body), {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace@Studio.test',
      password: 'long enough secret',
      newsletter: 'on',
    })
    expect(res.statusCode).toBe(201)
    expect(res.body).toContain('grace@studio.test')
    expect(lastLink(t).pathname).toBe('/v1/user/verify')
    const again = await b.post(formAction(page.body), {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@studio.test',
      password: 'long enough secret',
    })
    expect(again.statusCode).toBe(409)
  })

  it('resets a password through a mailed one-time link', async () => {
    const t = (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
    await createUser(t, 'ada@studio.test', false)
    const b = browser(t)
    const asked = await b.post('/oidc/password-reset', { email: 'ada@studio.test' })
    expect(asked.body).toContain('If an account exists')
    // The mail goes out after the answer, so the answer's timing says nothing.
    const link = await vi.waitFor(() => lastLink(t))
    const form = await b.get(link.pathname + link.search)
    const set = await b.post(formAction(form.body), {
      token: link.searchParams.get('token') ?? '',
      password: 'a brand new secret',
    })
    expect(set.body).toContain('Password changed')
    const reused = await b.post(formAction(form.body), {
      token: link.searchParams.get('token') ?? '',
      password: 'another new secret',
    })
    expect(reused.statusCode).toBe(400)

    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { origin },
      payload: { email: 'ada@studio.test', password: 'a brand new secret' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('ends every app and provider session when the password is reset', async () => {
    const t = (test = await buildTestApp({ PUBLIC_ORIGIN: origin }))
    await createUser(t, 'ada@studio.test')
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { origin },
      payload: { email: 'ada@studio.test', password: 'long enough secret' },
    })
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    // Signed in at the provider too: a new authorization needs no password.
    const b = browser(t)
    const signIn = await b.follow(await b.get(authorizeUrl(pkce().challenge)))
    await b.follow(
      await b.post(formAction(signIn.body), {
        email: 'ada@studio.test',
        password: 'long enough secret',
      }),
    )
    const again = await b.get(authorizeUrl(pkce().challenge))
    expect(String((await b.follow(again)).headers.location)).toContain('code=')

    await b.post('/oidc/password-reset', { email: 'ada@studio.test' })
    const link = await vi.waitFor(() => lastLink(t))
    const form = await b.get(link.pathname + link.search)
    await b.post(formAction(form.body), {
      token: link.searchParams.get('token') ?? '',
      password: 'a brand new secret',
    })

    const info = await t.app.inject({ url: '/v1/user/info', headers: { cookie } })
    expect(info.statusCode).toBe(401)
    expect(info.headers['x-auth-code']).toBe('revoke_login')
    const after = await b.follow(await b.get(authorizeUrl(pkce().challenge)))
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('Sign in')
    // The account's notification list says what happened.
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { origin },
      payload: { email: 'ada@studio.test', password: 'a brand new secret' },
    })
    const fresh = relogin.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const list = await t.app.inject({ url: '/v1/user/notifications', headers: { cookie: fresh } })
    expect(list.json()).toMatchObject({
      unread: 1,
      data: [{ kind: 'password_changed', title: 'Your password was changed' }],
    })
  })
})
